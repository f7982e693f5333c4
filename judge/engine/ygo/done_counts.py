"""Amounts counted "for each" card an earlier part of the same effect did something to (5-3-20,
5-2-7): "Destroy as many cards your opponent controls as possible, and if you do, inflict 500
damage to your opponent for each card destroyed." reads as `{destroy_all: {..., as_many:
true}}, {if_you_do: [{damage: {amount: 500, for_each_done: {did: destroyed}}}]}`.

The cards counted are those the step just before did that to, as the game recorded it
(`state.happened`, the events of that step: `Env.last_done`); a card it could not destroy is
not counted. Only what really happened is counted, so a monster destroyed and sent to the
Extra Deck (4-3-4) counts as destroyed, a Token destroyed too (4-7-2). `what: monster` counts
only the monsters among them ("for each monster destroyed"). None counted: the amount is 0 and
the step is not done (5-2-5)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .done_specs import DID, DoneCount
from .model import MONSTER, EffectStep, State
from .stat_amounts import stat_amount
from .tallies import tallied


def done_cards(state: State, spec: DoneCount, events: list[tuple[str, int, str]]) -> list[str]:
    """The cards (ids, each once, in order) the events record `spec.did` of; a card moved
    again since (destroyed, then banished) was still destroyed by that step."""
    names = DID[spec.did]
    found: list[str] = []
    for card_id, _moves, event in events:
        card = state.cards.get(card_id)
        if event not in names or card is None or card_id in found:
            continue
        if spec.what == "monster" and card.kind != MONSTER:
            continue
        found.append(card_id)
    return found


def cost_cards(state: State, spec: DoneCount, env: Any) -> list[str]:
    """The cards the activation's cost gave up (`did: cost`), counted as they were given up,
    wherever they went since: the count is fixed as the cost is paid (5-2-33)."""
    return [card_id for card_id, _moves in env.paid if card_id in state.cards
            and (spec.what != "monster" or state.cards[card_id].kind == MONSTER)]


def done_tally(state: State, ctx: Context, spec: DoneCount, each: int, env: Any) -> int | None:
    """`each` for each card counted, the ruling saying how many and which; None when there is
    none: the step is not done (5-2-5)."""
    cards = done_cards(state, spec, env.last_done) if spec.did != "cost" else cost_cards(
        state, spec, env)
    total = each * len(cards)
    rules: tuple[str, ...] = (cr.COUNTED_AS_RESOLVING, cr.SEQUENCE) if spec.did != "cost" else (
        cr.COST_COUNTED, cr.COSTS)
    rules += () if cards else (cr.DO_WHAT_CAN_BE_DONE,)
    ctx.emit(f"tally.done.{spec.did}", *rules, link=env.label, count=len(cards), each=each,
             total=total, cards=say.cards(state, cards))
    if not cards:
        env.missed = True
        return None
    return total


def step_amount(state: State, ctx: Context, step: EffectStep, env: Any, skip: Any,
                target: Any) -> int | None:
    """An `atk` step's change: as written, or for each card counted now (`for_each`, 5-3-20)
    or done by the step before (`for_each_done`), the ruling showing the count, or a card's
    printed stat (`atk_of`, 5-3-25); None when there is nothing counted or no such card, and
    the step is not done (5-2-5)."""
    if step.atk_of:
        return stat_amount(state, ctx, step, env, skip, target)
    if step.per is None and step.per_done is None:
        return step.amount
    sign = -1 if step.amount < 0 else 1
    each = abs(step.amount)
    if step.per_done is not None:
        total = done_tally(state, ctx, step.per_done, each, env)
    else:
        total = tallied(state, ctx, replace(step, amount=each), env)
    return None if total is None else sign * total
