"""A restriction a resolved effect leaves on its player for the rest of the turn: "Add 1
monster ... to your hand, but you cannot activate cards, or the effects of cards, with that
name for the rest of this turn" (Sangan, 5-2-9). The lock holds whatever happens to the card
taken, and it ends with the turn (7-7-3)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .model import Card, State


def lock(state: State, ctx: Context, player: str, card: Card, link: Event) -> None:
    """`player` cannot activate cards, or their effects, of `card`'s name this turn."""
    name = name_of(card)
    if (player, name) not in state.name_locks:
        state.name_locks.append((player, name))
    ctx.emit("name_locked", cr.LOCKED_FOR_THE_TURN, link=link, player=player,
             card=say.card(state, card))


def locked_problem(state: State, card: Card) -> Illegal | None:
    """The activation of a card, or of an effect of a card, whose name its player has locked
    this turn is illegal (5-2-9)."""
    if (card.owner, name_of(card)) in state.name_locks:
        return Illegal("illegal.name_locked", (cr.LOCKED_FOR_THE_TURN,),
                       card=say.card(state, card), player=card.owner)
    return None
