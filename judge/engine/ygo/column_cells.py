"""The column a card on the field stands in (3-11-1), from the places the scenario gives
(columns.py says what a column is and applies it): kept apart from columns.py so that
described.py can ask it without importing the zones."""
from __future__ import annotations

from .link_cells import cell
from .model import Z_MONSTERS, Z_SPELLS_TRAPS, Card


def column_of(card: Card, viewer: str) -> int | None:
    """The column (1-5, as `viewer` sees the field) of a card in a Monster Zone or a Spell &
    Trap Zone; None when it has no place given or is elsewhere (the Field Zone: none)."""
    if card.zone == Z_MONSTERS:
        here = cell(card)  # (row, column) as player A sees the field
        if here is None:
            return None
        return here[1] if viewer == "A" else 6 - here[1]
    if card.zone != Z_SPELLS_TRAPS or not card.column:
        return None
    return card.column if card.owner == viewer else 6 - card.column  # `owner`: its controller
