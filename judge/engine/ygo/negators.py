"""Which face-up cards' negating Continuous Effects apply now (5-5-1, 5-5-3), read from the
board alone so that the duel's state (model.py, whose ATK/DEF totals leave out a negated Spell's
change) can ask it without importing the engine's other modules: the shapes it reads are
Protocols that model.State and model.Card fit.

A negating card never negates itself, and it applies only while its own effects are not
negated: by an effect that resolved on it (a monster) or by another such card. That second check
looks one step only (a card negating the card that negates it is not followed further), so that
two such cards facing each other cannot loop (`_beats` says which of two such cards wins).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

KEYS = ("negates_monsters", "negates_on_field", "bars_on_field")


@dataclass(slots=True)
class Negation:
    """A face-up card's effects negated until the end of the turn, or `lasting` while it stays
    face-up on the field (5-5-1), bound to the card as it is (id, moves); `source` names the
    card whose effect did it. Kept in the duel's state (model.State.negations)."""

    card: str
    moves: int
    source: str
    lasting: bool = False


class Shown(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def zone(self) -> str: ...
    @property
    def position(self) -> str: ...
    @property
    def face_up(self) -> bool: ...
    @property
    def moves(self) -> int: ...
    @property
    def negates_monsters(self) -> bool: ...
    @property
    def negates_on_field(self) -> tuple[str, ...]: ...
    @property
    def bars_on_field(self) -> tuple[str, ...]: ...


class Side(Protocol):
    @property
    def monsters(self) -> Sequence[str]: ...
    @property
    def spells_traps(self) -> Sequence[str]: ...
    @property
    def field_spell(self) -> str | None: ...


class Held(Protocol):
    @property
    def card(self) -> str: ...
    @property
    def moves(self) -> int: ...


class Board(Protocol):
    @property
    def cards(self) -> Mapping[str, Shown]: ...
    @property
    def players(self) -> Mapping[str, Side]: ...
    @property
    def negations(self) -> Sequence[Held]: ...


def held(board: Board, card: Shown) -> bool:
    """Negated by an effect that resolved on it, until the end of the turn or while it stays
    face-up (5-5-1)."""
    return any(n.card == card.id and n.moves == card.moves for n in board.negations)


def face_up_on_field(card: Shown) -> bool:
    if card.kind == "monster":
        return card.zone == "monsters" and card.position != "set"
    return card.zone in ("spells_traps", "field_spell") and card.face_up


def hits(source: Shown, card: Shown) -> bool:
    """Whether this negating card's text covers that card (never itself)."""
    if source.id == card.id:
        return False
    if card.kind == "monster":
        return source.negates_monsters
    return card.kind in source.negates_on_field


def sources(board: Board) -> list[Shown]:
    """The negating cards whose effects apply now (one step, see above)."""
    raw = []
    for side in board.players.values():
        ids = [*side.monsters, *side.spells_traps, *([side.field_spell] if side.field_spell
                                                      else [])]
        raw += [card for card in (board.cards[i] for i in ids)
                if face_up_on_field(card) and any(getattr(card, key) for key in KEYS)]
    return [source for source in raw
            if not held(board, source)
            and not any(_beats(other, source) for other in raw)]


def _beats(other: Shown, source: Shown) -> bool:
    """Whether `other` negates `source`. Two that negate each other are a monster that
    forbids or negates Spells or Traps (Jinzo) and a Spell or Trap that negates monsters (Skill
    Drain): the Spell or Trap was face-up first (the monster forbids its activation) and
    negates the monster as it arrives, so the Spell or Trap applies."""
    if not hits(other, source):
        return False
    return not (other.kind == "monster" and source.kind != "monster" and hits(source, other))


def negated_by_field(board: Board, card: Shown) -> bool:
    """Whether this face-up card's effects are negated now by a negating card's effect
    (5-5-1, 5-5-3), or, a Spell or Trap, by an effect that resolved on it (5-5-1)."""
    if not face_up_on_field(card):
        return False
    return card.kind != "monster" and held(board, card) or any(
        hits(source, card) for source in sources(board))
