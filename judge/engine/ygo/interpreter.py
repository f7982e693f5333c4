"""The effect interpreter: runs the steps of a resolving Chain Link, top to bottom.

A step whose card is not where it needs to be does nothing and the ruling says so (5-2-3). Rule
processing runs when the whole effect has resolved: what one card does happens together, so an
effect that takes both players to 0 LP makes the Duel a draw (1-3-3); the Duel then ends before
the next Chain Link (1-3-2).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.replay import Context
from . import rules as yr
from . import text as say
from .model import (
    ATTACK,
    DEFENSE,
    MAX_MONSTERS,
    MONSTER,
    Z_BANISHED,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Battle,
    Card,
    Modifier,
    State,
    Step,
    opponent,
)
from .settle import rule_processing
from .zones import draw_one, move, on_field


@dataclass(slots=True)
class Env:
    """Who runs an effect, what its words point at, and which Chain Link it is."""

    source: Card
    controller: str
    chosen: str | None
    label: str  # "Chain Link 2 (Solemn Judgment)", used in every sentence of the effect
    link: int  # index in the chain; -1 outside a chain
    battle: Battle | None = None  # the attack the link was activated during


def run(state: State, ctx: Context, steps: tuple[Step, ...], env: Env) -> None:
    for step in steps:
        HANDLERS[step.kind](state, ctx, step, env)
    rule_processing(state, ctx)


def destroy(state: State, ctx: Context, card: Card, why: str, *rules: str) -> None:
    """Destroy a card on the field: it goes to its owner's Graveyard (5-3-1, 3-8-2)."""
    move(state, card, Z_GRAVEYARD)
    ctx.emit(f"{why}{card.name} is destroyed and goes to {card.owner}'s Graveyard.",
             *rules, yr.DESTROY, yr.TO_OWNERS_GRAVEYARD)


def _target(state: State, env: Env, ref: str | None) -> Card | None:
    if ref == "self":
        return env.source
    if ref == "chosen":
        return state.resolve(env.chosen)
    if ref in ("attacker", "attack_target"):
        battle = env.battle
        if battle is None:
            return None
        card_id, moves = ((battle.attacker, battle.attacker_moves) if ref == "attacker"
                          else (battle.target, battle.target_moves))
        card = state.resolve(card_id)
        return card if card is not None and card.moves == moves else None
    return state.resolve(ref)


def _skip(ctx: Context, env: Env, what: str, why: str) -> None:
    ctx.emit(f"{env.label} would {what}, but {why}; that part does nothing.",
             yr.DO_WHAT_CAN_BE_DONE, yr.TARGETS)


def _gone_reason(ref: str | None) -> str:
    return {"chosen": "no target was chosen", "attacker": "no monster is attacking",
            "attack_target": "no monster is being attacked"}.get(ref or "", "that card is gone")


def _field_card(state: State, ctx: Context, step: Step, env: Env, what: str) -> Card | None:
    card = _target(state, env, step.target)
    if card is None:
        _skip(ctx, env, what, _gone_reason(step.target))
    elif not on_field(card):
        _skip(ctx, env, f"{what} {card.name}", f"it is in {say.zone(card.zone)}, not on the "
                                                f"field")
        card = None
    return card


def _destroy(state: State, ctx: Context, step: Step, env: Env) -> None:
    card = _field_card(state, ctx, step, env, "destroy")
    if card is not None:
        destroy(state, ctx, card, f"{env.label}: ")


def _player(env: Env, word: str | None) -> str:
    if word in ("A", "B"):
        return word
    return opponent(env.controller) if word == "opponent" else env.controller


def _damage(state: State, ctx: Context, step: Step, env: Env) -> None:
    pid = _player(env, step.player)
    player = state.players[pid]
    before = player.lp
    player.lp = max(0, before - step.amount)  # LP never go below 0 (1-2-3)
    ctx.emit(f"{env.label}: {pid} takes {step.amount} damage ({say.lp_change(before, player.lp)}).",
             yr.DAMAGE, yr.LP_CHANGE, *((yr.LP_NOT_BELOW_ZERO,) if step.amount > before else ()))


def _gain_lp(state: State, ctx: Context, step: Step, env: Env) -> None:
    pid = _player(env, step.player)
    player = state.players[pid]
    before = player.lp
    player.lp += step.amount
    ctx.emit(f"{env.label}: {pid} gains {step.amount} LP ({say.lp_change(before, player.lp)}).",
             yr.LP_CHANGE)


def _draw(state: State, ctx: Context, step: Step, env: Env) -> None:
    drawn = 0
    for _ in range(step.amount):
        if draw_one(state, env.controller) is None:
            ctx.emit(f"{env.label}: {env.controller} must draw but the Deck is empty.",
                     yr.DRAW, yr.LOSE_EMPTY_DECK_DRAW)
            return
        drawn += 1
    ctx.emit(f"{env.label}: {env.controller} draws {say.plural(drawn, 'card')}.", yr.DRAW)


def _atk(state: State, ctx: Context, step: Step, env: Env) -> None:
    card = _field_card(state, ctx, step, env, "change the ATK of")
    if card is None:
        return
    if card.kind != MONSTER or card.zone != Z_MONSTERS:
        _skip(ctx, env, f"change the ATK of {card.name}", "it is not a monster")
        return
    before = state.atk(card)
    state.modifiers.append(Modifier(card.id, card.moves, step.amount))
    sign = "+" if step.amount >= 0 else "-"
    # 4-2-5 says effects change ATK (and that below 0 counts as 0); the format's changes last
    # until the end of the turn (7-7-3)
    ctx.emit(f"{env.label}: {card.name} gets {sign}{abs(step.amount)} ATK until the end of the "
             f"turn ({before} → {state.atk(card)} ATK).", yr.ATK_AND_DEF, yr.END_OF_TURN)


def _negate(state: State, ctx: Context, step: Step, env: Env) -> None:
    if env.link < 1:
        _skip(ctx, env, "negate the activation below it", "there is no Chain Link below it")
        return
    below = state.chain[env.link - 1]
    below.negated = True
    card = state.cards[below.card]
    ctx.emit(f"{env.label} negates the activation of Chain Link {env.link} ({card.name}).",
             yr.NEGATE_LOWER_LINK, yr.NEGATE_ACTIVATION)
    if on_field(card) and card.moves == below.moves:
        destroy(state, ctx, card, "")


def _special_summon(state: State, ctx: Context, step: Step, env: Env) -> None:
    card = _target(state, env, step.target)
    if card is None:
        _skip(ctx, env, "Special Summon a monster", _gone_reason(step.target))
        return
    if card.kind != MONSTER:
        _skip(ctx, env, f"Special Summon {card.name}", "it is not a monster")
        return
    if card.zone not in (Z_HAND, Z_DECK, Z_EXTRA, Z_GRAVEYARD, Z_BANISHED):
        _skip(ctx, env, f"Special Summon {card.name}", f"it is in {say.zone(card.zone)}")
        return
    owner = state.players[card.owner]
    if len(owner.monsters) >= MAX_MONSTERS:
        ctx.emit(f"{env.label} would Special Summon {card.name}, but {card.owner}'s five Main "
                 f"Monster Zones are full; it stays in {say.zone(card.zone)}.",
                 yr.NO_ROOM, yr.FIVE_MONSTERS)
        return
    origin = card.zone
    position = ATTACK if step.position == ATTACK else DEFENSE
    move(state, card, Z_MONSTERS, position=position)
    card.summoned_this_turn = True
    rules = [yr.SPECIAL_SUMMON, yr.SPECIAL_SUMMON_POSITION]
    note = ""
    if origin == Z_EXTRA:
        note = " (the Extra Deck: the older rulebook's \"Fusion Deck\")"
        rules += [yr.EXTRA_DECK, yr.FUSION_DECK_RENAMED]
    # the format has no control changes: a monster comes to its owner's field
    ctx.emit(f"{env.label}: {card.name} is Special Summoned from {say.zone(origin)}{note} to "
             f"{card.owner}'s field in {say.position(position)}.", *rules)


def _to_hand(state: State, ctx: Context, step: Step, env: Env) -> None:
    _relocate(state, ctx, step, env, Z_HAND, "returns to {owner}'s hand", (yr.RETURN_TO_HAND,))


def _banish(state: State, ctx: Context, step: Step, env: Env) -> None:
    _relocate(state, ctx, step, env, Z_BANISHED, "is banished", (yr.BANISH, yr.BANISHED))


def _relocate(state: State, ctx: Context, step: Step, env: Env, zone: str, verb: str,
              rules: tuple[str, ...]) -> None:
    card = _target(state, env, step.target)
    if card is None:
        _skip(ctx, env, "move a card", _gone_reason(step.target))
        return
    if card.zone == zone:
        _skip(ctx, env, f"move {card.name}", f"it is already in {say.zone(zone)}")
        return
    origin = card.zone
    move(state, card, zone)
    ctx.emit(f"{env.label}: {card.name} {verb.format(owner=card.owner)} (from "
             f"{say.zone(origin)}).", *rules)


HANDLERS: dict[str, Callable[[State, Context, Step, Env], None]] = {
    "destroy": _destroy, "damage": _damage, "gain_lp": _gain_lp, "draw": _draw, "atk": _atk,
    "negate": _negate, "special_summon": _special_summon, "to_hand": _to_hand,
    "banish": _banish,
}
