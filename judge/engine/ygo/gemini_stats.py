"""What a Gemini monster's own text makes of it once Gemini Summoned (8-1-9): "● The original
ATK of this card becomes 2100." (`original_atk_becomes`, Goggle Golem; `original_def_becomes`,
Dawnbreak Gardna) and "● This card is treated as a Tuner monster." (`treated_as_tuner`, Tuned
Magician).

Both are Continuous Effects of the monster: they apply from its Gemini Summon (or from an
effect that gives it its effects, 8-1-12) while it stays face-up on the field, and not while its
effects are negated (5-5-1). The original value set takes the place of the printed one, so every
gain and loss, earlier or later, applies to it (4-2-8); a value a resolved effect sets later as
the original one replaces it in turn (stat_values.original). Read from the board alone
(Protocols, as stat_values.py is), so that model.State can ask it.
"""
from __future__ import annotations

from typing import Protocol

from .negators import Board, Shown, face_up_on_field, held, negated_by_field


class Printed(Shown, Protocol):
    @property
    def atk(self) -> int: ...
    @property
    def defense(self) -> int: ...
    @property
    def gemini(self) -> bool: ...
    @property
    def gemini_summoned(self) -> bool: ...
    @property
    def original_atk_becomes(self) -> int: ...
    @property
    def original_def_becomes(self) -> int: ...
    @property
    def treated_as_tuner(self) -> bool: ...


def applies(board: Board, card: Printed) -> bool:
    """Its own text applies: face-up on the field, Gemini Summoned if a Gemini monster (8-1-9),
    its effects not negated (5-5-1)."""
    return face_up_on_field(card) and (card.gemini_summoned or not card.gemini) \
        and not held(board, card) and not negated_by_field(board, card)


def printed(board: Board, card: Printed, stat: str) -> int:
    """Its original ATK ("atk") or DEF ("def") before any effect resolved on it: the value its
    own text sets while that applies, else the printed one (4-2-8)."""
    own = card.original_atk_becomes if stat == "atk" else card.original_def_becomes
    if own >= 0 and applies(board, card):
        return own
    return card.atk if stat == "atk" else card.defense


def tuner(board: Board, card: Printed) -> bool:
    """A Tuner by its own text while that applies (8-5-14, 8-1-9)."""
    return card.treated_as_tuner and applies(board, card)
