"""A card its player takes from their own Deck and places on top of it (`fetch` with `to:
deck_top`, 5-3-13, 5-3-14): "Place 1 "Volcanic" monster from your Deck on top of your Deck",
"Choose 1 monster from your Deck and place it on top of your Deck".

The player chooses the card as the effect resolves (the activation names it, `pick`, as for
any `fetch`); the Deck they looked through is shuffled, and only then is that card placed on
top of it, where the next draw takes it. The format keeps a Deck's order as listed, its first
card the top: the card goes first, the others keep their places, and the ruling says the Deck
was shuffled (nothing can know their order then).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, State


def place_on_top(state: State, ctx: Context, card: Card, link: Event) -> None:
    """`card`, in its owner's Deck, taken out, the Deck shuffled, then put on its top."""
    deck = state.players[card.owner].deck
    deck.remove(card.id)
    ctx.emit("deck_shuffled", cr.FETCH, link=link, player=card.owner)
    deck.insert(0, card.id)  # the Deck's first card is its top (5-3-6)
    ctx.emit("fetched.deck_top", cr.FETCH, cr.TO_DECK, link=link, card=say.card(state, card),
             player=card.owner)
