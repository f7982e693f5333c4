"""Traps whose own text lets them be activated from the hand (10-3-1): "If you control no
cards, you can activate this card from your hand." (Infinite Impermanence, Evenly Matched), "You
can activate this card from your hand by paying half your LP." (Red Reboot). The card's
`from_hand: {if: {...}, pay_lp: half}` (docs/scenario-format.md): the board its text asks for,
checked as it is activated (the same reader as a monster's own Summon, summon_conditions.py),
and the LP it costs, paid then (5-2-2). Without the key a Trap in the hand cannot be activated.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, State
from .summon_conditions import condition_holds


def lp_cost(state: State, card: Card) -> int:
    """Half its controller's LP when the text asks for it, rounded down (5-2-2)."""
    asked = card.from_hand is not None and card.from_hand.pay_lp == "half"
    return state.players[card.owner].lp // 2 if asked else 0


def problem(state: State, card: Card) -> Illegal | None:
    """A Trap in the hand: only when its text allows it, on its terms (10-3-1)."""
    ref = say.card(state, card)
    if card.from_hand is None:
        return Illegal("illegal.trap_in_hand", (cr.TRAPS_SET_FIRST,), card=ref)
    if not condition_holds(state, card, card.from_hand.condition):
        return Illegal("illegal.trap_hand_condition", (cr.TRAPS_SET_FIRST,), card=ref,
                       player=card.owner)
    return None


def pay(state: State, ctx: Context, card: Card) -> None:
    """The LP its activation from the hand costs, paid as it is activated (10-3-1, 5-2-2)."""
    cost = lp_cost(state, card)
    if not cost:
        return
    player = state.players[card.owner]
    before = player.lp
    player.lp -= cost
    ctx.emit("cost.pay_lp", cr.TRAPS_SET_FIRST, cr.COSTS, cr.LP_CHANGE,
             card=say.card(state, card), player=card.owner, amount=cost,
             lp=say.lp_change(before, player.lp))
