"""A kept coin result given up (5-3-30): the card's fields as they were before it kept the
result, once it leaves the field or is turned face-down (zones.py, face_up_effects.py). Imports
only the model, so the modules that move cards can ask for it."""
from __future__ import annotations

from .model import Card


def given_up(card: Card) -> None:
    """The card as its printed text makes it again: a new card keeps no result."""
    if card.coin_kept is None:
        return
    for name, value in card.coin_kept[1].items():
        setattr(card, name, value)
    card.coin_kept = None
