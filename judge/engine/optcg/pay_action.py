"""The `pay` action: the cards (or the end of the Life, or the number of DON!!) a player names
for a card's next activation cost, kept until costs.py pays it (CR 8-3-1). Whether the named
cards fit is judged when the cost is paid, not here.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Action, State
from .specs import Payment


def legal_pay(state: State, action: Action) -> Illegal | None:
    """`pay` names cards in the scenario; whether they fit is judged when the cost is paid."""
    source = state.resolve(action.get("card") or "")
    if source is None or any(state.resolve(c) is None for c in action.get("cards") or ()):
        return Illegal("illegal.pay_unknown_card", (cr.ACTIVATION_COST,))
    return None


def apply_pay(state: State, action: Action, ctx: Context) -> None:
    source = state.resolve(action.get("card") or "")
    if source is None:
        return
    cards = tuple(c for c in (state.resolve(ref) for ref in action.get("cards") or ()) if c)
    end = action.get("life") or "top"
    state.payments[source.id] = Payment(tuple(c.id for c in cards), end, action.get("don") or 0)
    named = say.card(state, source)
    if cards:
        ctx.emit("payment_named", cr.ACTIVATION_COST, player=source.owner, source=named,
                 cards=say.cards_of(state, [c.id for c in cards]))
    if action.get("life"):
        ctx.emit("payment_named.life", cr.ACTIVATION_COST, cr.LIFE_TOP_FIRST,
                 player=source.owner, source=named, end=Event(f"life_end.{end}"))
    if action.get("don"):
        ctx.emit("payment_named.don", cr.ACTIVATION_COST, player=source.owner, source=named,
                 count=action.get("don"))
