"""DON!! as an activation cost: DON!! −X (CR 8-3-1-6, 10-2-10-1) and the costs written out,
"return 1 or more DON!! cards from your field to your DON!! deck", "return 2 of your active
DON!! cards to your DON!! deck"."""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from .model import Card, CostPart, State

ALL_OR_NOTHING = (cr.ACTIVATION_COST, cr.COST_ALL_OR_NOTHING)
DON_KINDS = ("return_don", "return_active_don")


def don_on_field(state: State, player_id: str) -> int:
    p = state.players[player_id]
    given = sum(state.cards[c].don for c in (p.leader, *p.characters))
    return p.don_active + p.don_rested + given


def returned_count(state: State, card: Card, part: CostPart) -> int:
    """How many DON!! the part returns: its count, or for "1 or more" the number a `pay`
    action names (never fewer than the count)."""
    payment = state.payments.get(card.id)
    named = payment.don if payment is not None else 0
    return max(part.count, named) if part.or_more else part.count


def don_problem(state: State, card: Card, part: CostPart, what: Event) -> Illegal | None:
    needed = returned_count(state, card, part)
    if part.kind == "return_active_don":
        count = state.players[card.owner].don_active
        rules = (*ALL_OR_NOTHING, cr.ACTIVE_STATE)
    else:
        count = don_on_field(state, card.owner)
        rules = (*ALL_OR_NOTHING, cr.DON_MINUS)
    if needed <= count:
        return None
    return Illegal("illegal.cost_return_don", rules, effect=what, what=Event(
        f"cost.{part.kind}", {"count": needed}), player=card.owner, count=count)


def pay_return_don(state: State, card: Card, part: CostPart) -> tuple[Event, tuple[str, ...]]:
    count = returned_count(state, card, part)
    if part.kind == "return_active_don":
        p = state.players[card.owner]
        p.don_active -= count
        p.don_deck += count
        return Event("paid.return_active_don", {"count": count}), (cr.ACTIVATION_COST,)
    pay_don_minus(state, card, count)
    return Event("paid.don_minus", {"count": count}), (cr.ACTIVATION_COST, cr.DON_MINUS)


def pay_don_minus(state: State, card: Card, count: int) -> None:
    """DON!! -X takes DON!! from the cost area or given ones (CR 10-2-10-1).

    The format does not say which; like most players, the engine returns rested DON!! first,
    then active ones, then DON!! given to this card, the Leader, then the Characters.
    """
    p = state.players[card.owner]
    total = count
    for area in ("don_rested", "don_active"):
        take = min(count, getattr(p, area))
        setattr(p, area, getattr(p, area) - take)
        count -= take
    holders = [card.id] if card.id in (p.leader, *p.characters) else []
    holders += [c for c in (p.leader, *p.characters) if c not in holders]
    for holder_id in holders:
        holder = state.cards[holder_id]
        take = min(count, holder.don)
        holder.don -= take
        count -= take
    p.don_deck += total - count
