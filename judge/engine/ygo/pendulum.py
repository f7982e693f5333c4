"""Where a Pendulum Monster goes as it leaves the field (4-3-4): `zones.move` places a face-up
one sent to the Graveyard face-up in its owner's Extra Deck; this says so in the ruling, after
the step that Tributed, sent or used it."""
from __future__ import annotations

from collections.abc import Iterable

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import Z_EXTRA, Card, State


def say_extra_deck(state: State, ctx: Context, cards: Iterable[Card]) -> None:
    """One step for each of `cards` that went to the Extra Deck instead of the Graveyard."""
    cards = list(cards)
    say_left(state, ctx, cards)  # or banished instead, wherever it went (8-4-10)
    for card in cards:
        if card.zone == Z_EXTRA:
            ctx.emit("pendulum.to_extra_deck", cr.PENDULUM_TO_EXTRA_DECK,
                     card=say.card(state, card), owner=card.owner)
