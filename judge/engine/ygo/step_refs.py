"""The card a step of an effect names, and the ruling's words when a part of it cannot be
done: `card_of` ("self", "chosen", the attacker, the monster a Special Summon just put on
the field...), `field_card` (the same, still on the field), `skip` (the part not done and
why, 5-2-5), `would` and `gone_reason` (their words), `player_of` (a step's player word).
Split from interpreter.py, which runs the steps; every step family receives these.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import after_damage, pair_refs, summoned_refs
from . import rules as cr
from . import text as say
from .model import Card, EffectStep, State, opponent
from .step_env import Env
from .zones import on_field


def card_of(state: State, env: Env, ref: str | None) -> Card | None:
    if ref in summoned_refs.WORDS:  # "Special Summon it, and if you do, it ..." (5-2-7)
        return summoned_refs.summoned(state, env, ref)
    if ref == "self":  # moved since its effect was activated: a new card (5-2-3, 5-2-5)
        moved = env.source_moves >= 0 and env.source.moves != env.source_moves
        return None if moved else env.source
    if ref in ("chosen", "first_target", "second_target"):
        card_id, moves = pair_refs.target_of(env, ref)
        card = state.resolve(card_id)
        # a target that changed zones since it was targeted is a new card (5-2-3)
        if card is not None and moves >= 0 and card.moves != moves:
            return None
        return card
    if ref in ("attacker", "attack_target"):
        battle = env.battle
        if battle is None:
            return None
        card_id, moves = ((battle.attacker, battle.attacker_moves) if ref == "attacker"
                          else (battle.target, battle.target_moves))
        card = state.resolve(card_id)
        return card if card is not None and card.moves == moves else None
    if ref == "battled":  # "that monster" it battled, after damage calculation (12-4-4)
        return after_damage.battled(state, env.battle, env.source)
    return state.resolve(ref)


def skip(ctx: Context, env: Env, what: Event, why: Event, *rules: str) -> None:
    env.missed = True
    ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.TARGETS, *rules, link=env.label,
             what=what, why=why)


def would(verb: str, state: State, card: Card | None = None) -> Event:
    """"destroy", "destroy Goblin": what a part of an effect would have done."""
    if card is None:
        return Event(f"would.{verb}")
    return Event(f"would.{verb}_card", {"card": say.card(state, card)})


def gone_reason(ref: str | None, env: Env | None = None) -> Event:
    if ref in pair_refs.WORDS and env is not None and pair_refs.target_of(env, ref)[1] >= 0:
        return Event("why.target_moved")
    return Event({"chosen": "why.no_target", "attacker": "why.no_attacker",
                  "attack_target": "why.no_attack_target", "first_target": "why.no_target",
                  "second_target": "why.no_target"}.get(ref or "", "why.gone"))


def field_card(state: State, ctx: Context, step: EffectStep, env: Env, verb: str) -> Card | None:
    card = card_of(state, env, step.target)
    if card is None:
        skip(ctx, env, would(verb, state), gone_reason(step.target, env))
    elif not on_field(card):
        skip(ctx, env, would(verb, state, card),
              Event("why.not_on_field", {"zone": say.zone(card.zone)}))
        card = None
    return card


def player_of(env: Env, word: str | None) -> str:
    if word in ("A", "B"):
        return word
    return opponent(env.controller) if word == "opponent" else env.controller
