"""A Level a lasting source keeps changing (the Levels of a monster's Tokens, token_levels.py;
a Field Spell's or an Equip Card's Levels, lasting_levels.py): the source gave `applied`
Levels when last asked, recorded with the card's `moves` then; now it gives `total`."""
from __future__ import annotations

from .model import Card


def shift(card: Card, kept: tuple[int, int], total: int) -> int | None:
    """The card's Level moved from what the source gave to what it gives now; its Level
    before, or None when nothing changed. A card that moved since kept nothing (4-2-2)."""
    moves, applied = kept
    applied = applied if moves == card.moves else 0
    if total == applied:
        return None
    before = card.level
    card.level += total - applied
    card.level_change += total - applied
    return before
