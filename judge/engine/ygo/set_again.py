"""A Normal Trap that is Set again instead of going to the Graveyard (`set_again`, the card
key of "..., also, after that, Set this card face-down instead of sending it to the GY.",
Scrap-Iron Scarecrow, 10-4-12): once its chain has resolved, it stays where it is, face-down,
a card Set this turn (not activated again before its player's next turn, 10-3-2). Its
activation or its effect negated, nothing is applied "after that": it goes to the Graveyard
as any one-time card does (10-4-1)."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, Link, State


def sets_again(state: State, ctx: Context, link: Link, card: Card) -> bool:
    """Set `card` again in place of sending it to the Graveyard, when its text says so and
    its chain link was applied; whether it was."""
    if not card.set_again or link.negated or link.effect_negated:
        return False
    card.face_up, card.set_this_turn = False, True
    ctx.emit("chain_over.set_again", cr.SET_AGAIN, cr.AFTER_CHAIN, card=say.card(state, card),
             kind=say.kind(card), player=card.owner)
    return True
