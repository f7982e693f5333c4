"""What a monster's own procedure gives it while it applies (8-4-16): "If Summoned this way,
treat this card as a Tuner." and "If Summoned this way, this card gains 2400 ATK."

Both are Continuous Effects of the monster, on the condition of the way it was Summoned: they
apply from its Special Summon by that procedure while it stays the same card face-up on the
field (its `moves` unchanged: a monster that leaves the field is a new card; one turned face-down
is a new card once face-up again, face_up_effects.turned_face_down), and not while its effects
are negated (5-5-1). Read from the board alone (Protocols, as gemini_stats.py is), so
that model.State can ask it.
"""
from __future__ import annotations

from typing import Protocol

from .negators import Board, Shown, face_up_on_field, held, negated_by_field


class Rider(Shown, Protocol):
    @property
    def this_way_moves(self) -> int: ...
    @property
    def this_way_tuner(self) -> bool: ...
    @property
    def this_way_atk(self) -> int: ...


def applies(board: Board, card: Rider) -> bool:
    """Still the monster its procedure Summoned, face-up on the field, its effects not
    negated (5-5-1)."""
    return card.this_way_moves == card.moves and face_up_on_field(card) \
        and not held(board, card) and not negated_by_field(board, card)


def tuner(board: Board, card: Rider) -> bool:
    """A Tuner by "If Summoned this way, treat this card as a Tuner." (8-5-14, 8-4-16)."""
    return card.this_way_tuner and applies(board, card)


def atk(board: Board, card: Rider) -> int:
    """The ATK "If Summoned this way, this card gains 2400 ATK." adds now (4-2-5, 8-4-16)."""
    return card.this_way_atk if card.this_way_atk and applies(board, card) else 0
