"""Continuous Traps that hold the monster they target while they stay face-up (10-4-5):
"Activate this card by targeting 1 monster your opponent controls; it cannot attack or change
its battle position. When that monster is destroyed, destroy this card." (Spellbinding
Circle), "...; it loses 700 ATK, also it cannot attack or change its battle position. When it
leaves the field, destroy this card." (Shadow Spell).

The step `{hold: {card: chosen, atk: N, limits: [no_attack, no_position_change, negated]}}`
records (card, moves, monster, moves, step) in `State.holds` as it resolves. While the card
stays on the field face-up and the monster stays where it was, the monster has N more ATK
(State.atk), cannot declare an attack and cannot change its battle position, by its player or
by a Flip Summon, has its effects negated (`negated`: "negate the effects of that face-up
monster while it is on the field, also that face-up monster cannot attack. When it is
destroyed, destroy this card.", Fiendish Chain; the negation ends with the hold, 5-5-1), and
face-up, cannot be chosen as an attack target (`no_attack_target`, Phantom Knights' Fog
Blade; while it is there, its controller's opponent cannot attack directly either). The
card's `bond` says what of the monster destroys it (bonds.py's words, applied here with rule
processing); the card leaving does nothing else to the monster.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import SET, Z_GRAVEYARD, Z_MONSTERS, Card, EffectStep, State
from .negators import Negation
from .zones import move

DESTROYED = ("destroyed_by_effect", "destroyed_by_battle")


def hold(state: State, ctx: Context, step: EffectStep, env: Any,
         skip: Callable[..., None], target: Callable[[State, Any, str | None], Card | None]
         ) -> None:
    card: Card = env.source
    monster = target(state, env, step.target)
    if monster is None or monster.zone != Z_MONSTERS:
        skip(ctx, env, Event("would.hold"), Event("why.no_target"), cr.HOLDS_TARGET)
        return
    if card.zone != "spells_traps" or not card.face_up:
        return  # it left the field before resolving: the chain says so (10-4-3)
    state.holds.append((card.id, card.moves, monster.id, monster.moves, step))
    ctx.emit("hold.applied", cr.HOLDS_TARGET, link=env.label, card=say.card(state, card),
             monster=say.card(state, monster))
    if "negated" in step.limits:  # for as long as the hold lasts (5-5-1)
        state.negations.append(Negation(monster.id, monster.moves, card.id, lasting=True))
        ctx.emit("hold.negated", cr.HOLDS_TARGET, cr.EFFECTS_NEGATED,
                 card=say.card(state, card), monster=say.card(state, monster))


def _holding(state: State, monster: Card, what: str) -> Card | None:
    for card_id, card_moves, monster_id, moves, step in state.holds:
        card = state.cards[card_id]
        if monster_id == monster.id and moves == monster.moves and card.moves == card_moves \
                and card.face_up and what in step.limits:
            return card
    return None


def attack_problem(state: State, attacker: Card) -> Illegal | None:
    card = _holding(state, attacker, "no_attack")
    if card is None:
        return None
    return Illegal("illegal.held_no_attack", (cr.HOLDS_TARGET, cr.DECLARE_ATTACK),
                   card=say.card(state, attacker), source=say.card(state, card))


def target_problem(state: State, target: Card) -> Illegal | None:
    """"..., also monsters cannot target that face-up monster for attacks" (10-4-5, 12-3-16)."""
    card = _holding(state, target, "no_attack_target")
    if card is None or target.position == SET:
        return None
    return Illegal("illegal.held_no_attack_target", (cr.HOLDS_TARGET, cr.ATTACK_SHIELD),
                   card=say.card(state, target), source=say.card(state, card))


def position_problem(state: State, monster: Card) -> Illegal | None:
    card = _holding(state, monster, "no_position_change")
    if card is None:
        return None
    return Illegal("illegal.held_no_position_change", (cr.HOLDS_TARGET, cr.POSITION_CHANGES),
                   card=say.card(state, monster), source=say.card(state, card))


def check(state: State, ctx: Context) -> None:
    """A hold ends when its card or monster has gone; the monster's going destroys the card
    as its `bond` says ("When that monster is destroyed", "When it leaves the field")."""
    for entry in list(state.holds):
        card_id, card_moves, monster_id, monster_moves, _ = entry
        card, monster = state.cards[card_id], state.cards[monster_id]
        card_gone, monster_gone = card.moves != card_moves, monster.moves != monster_moves
        if not (card_gone or monster_gone):
            continue
        state.holds.remove(entry)
        _unnegate(state, card, monster)
        destroyed = any((monster.id, monster.moves, e) in state.happened for e in DESTROYED)
        if card_gone or not (card.bond == "leaves" or card.bond == "destroyed" and destroyed):
            continue
        move(state, card, Z_GRAVEYARD)
        state.happened.append((card.id, card.moves, "destroyed_by_effect"))
        card.destroyed_this_turn = True
        ctx.emit(f"bond.monster_{card.bond}", cr.HOLDS_TARGET, cr.DESTROY,
                 card=say.card(state, card), monster=say.card(state, monster))


def _unnegate(state: State, card: Card, monster: Card) -> None:
    """The hold is over: the negation it gave the monster ends with it (5-5-1)."""
    state.negations = [n for n in state.negations
                       if not (n.source == card.id and n.card == monster.id and n.lasting)]
