""""... your opponent controls in the same column as the card(s) in your Pendulum Zones" (the
Sumo Spirits, a `return_all` with `scale_columns: true`): only the cards standing in a column
one of the controller's Pendulum Scales occupies (3-11-1; the Pendulum Zones stay in their
columns). A card whose place is not given is in no known column: column_gaps.py keeps such a
board from being judged, so the place is never guessed."""
from __future__ import annotations

from .column_cells import column_of
from .model import Card, State
from .pendulum import is_scale


def scale_columns(state: State, player: str) -> set[int]:
    """The columns (as `player` sees the field) of `player`'s Pendulum Scales."""
    held = (state.cards[ref] for ref in state.players[player].spells_traps)
    return {found for card in held if is_scale(card)
            and (found := column_of(card, player)) is not None}


def in_scale_columns(state: State, cards: list[Card], player: str) -> list[Card]:
    """The cards among `cards` in a column of one of `player`'s Pendulum Scales."""
    columns = scale_columns(state, player)
    return [card for card in cards if column_of(card, player) in columns]


def unplaced(state: State) -> Card | None:
    """A Pendulum Scale or a card in a Spell & Trap Zone without its place given (a monster's
    is checked by column_gaps.py itself)."""
    return next((state.cards[ref] for pid in ("A", "B")
                 for ref in state.players[pid].spells_traps
                 if column_of(state.cards[ref], pid) is None), None)
