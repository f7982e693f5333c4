"""Counters removed as a cost from the cards a player controls ("Remove 10 Spell Counters from
your field"), or from any card on the field ("remove 2 A-Counters from anywhere on the field"):
a Spell's, a Trap's or a monster effect's `field_counters` (4-8-9), paid as it is activated.

The `activate` action names in its `cost` list the cards the counters are taken from, in that
order, each giving all it holds until the count is reached (the last one named may give part
of its own). With no name, the counters are taken only when there is no choice: one card holds
them all, or all the cards that hold them hold exactly that many; otherwise the action must
name them, as the player chooses which counters to remove.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Action, Card, State
from .negators import face_up_on_field


def _holders(state: State, card: Card) -> list[Card]:
    """The face-up cards on the field with counters of that kind the cost may take: those
    its player controls, or any (`anywhere`)."""
    spec = card.field_counters
    assert spec is not None
    return [other for other in state.cards.values() if face_up_on_field(other)
            and other.counters and other.counter is not None and other.counter.name == spec.name
            and (spec.anywhere or other.owner == card.owner)]


def _taken(state: State, card: Card, action: Action) -> list[tuple[Card, int]] | None:
    """From which cards, how many each; None when they do not add up or must be named."""
    spec = card.field_counters
    assert spec is not None
    holders = _holders(state, card)
    ids = {holder.id for holder in holders}
    named = [state.cards[ref] for ref in action.get("cost") or [] if ref in ids]
    if not named and (len(holders) == 1 or sum(h.counters for h in holders) == spec.count):
        named = holders  # no choice to make
    taken, left = [], spec.count
    for holder in named:
        if left:
            taken.append((holder, min(holder.counters, left)))
            left -= taken[-1][1]
    return None if left else taken


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Too few such counters, or several cards to take them from and none named (4-8-9)."""
    spec = card.field_counters
    if spec is None or _taken(state, card, action) is not None:
        return None
    have = sum(holder.counters for holder in _holders(state, card))
    code = "illegal.cost_field_counters" if have < spec.count \
        else "illegal.cost_field_counters.name"
    return Illegal(code, (cr.COUNTERS_FROM_FIELD, cr.COSTS), card=say.card(state, card),
                   player=card.owner, count=spec.count, have=have, name=spec.name)


def pay(state: State, ctx: Context, card: Card, action: Action) -> None:
    if card.field_counters is None:
        return
    taken = _taken(state, card, action)
    assert taken is not None  # checked as it was activated
    for holder, count in taken:
        holder.counters -= count
        ctx.emit("cost.field_counters", cr.COUNTERS_FROM_FIELD, cr.COSTS,
                 card=say.card(state, card), player=card.owner, count=count,
                 name=card.field_counters.name, holder=say.card(state, holder),
                 left=holder.counters)
