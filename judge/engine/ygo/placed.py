"""Spells and Traps that only another card's effect places on the field (10-2-6): "Can only be
placed on the field by the effect of "Destiny Board"." (the Spirit Messages), "This card can
only be placed on the field by the effect of "The First Sarcophagus"."

The card key `placed_only_by: NAME` keeps the card from being activated and from being Set: it
reaches the field only through that card's effect (which a scenario may give it as already
there, face-up)."""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, State


def problem(state: State, card: Card) -> Illegal | None:
    """Activating or Setting such a card is illegal (10-2-6)."""
    if not card.placed_only_by:
        return None
    return Illegal("illegal.placed_only_by", (cr.PLACED_ONLY_BY,), card=say.card(state, card),
                   name=card.placed_only_by)
