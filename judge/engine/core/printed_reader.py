"""The state every game's reader of `card: NUMBER` shares (optcg/printed_cards.py,
ygo/printed_cards.py); apart from core/printed.py, which the result imports, so the reader may
use the validator without a circle."""
from __future__ import annotations

from .printed import AmbiguousName, CardLookup, Note, PrintedCard
from .validate import Problems


class PrintedReader:
    """What every game's reader of `card:` keeps while it reads one scenario: the notes it
    writes, how many copies of each number it has named, and the printed names of the cards
    the scenario did not rename (a ruling names them as the reader's cards print them)."""

    def __init__(self, problems: Problems, lookup: CardLookup | None) -> None:
        self.problems = problems
        self.lookup = lookup
        self.notes: list[Note] = []
        self.copies: dict[str, int] = {}
        # card id -> the printed name per language
        self.names: dict[str, dict[str, str]] = {}

    def _find(self, number: str) -> PrintedCard | None:
        found = self._look_up(number)
        return found if isinstance(found, PrintedCard) else None

    def _look_up(self, number: str) -> PrintedCard | AmbiguousName | None:
        """What the lookup answers, a name several cards bear included."""
        return self.lookup(number) if self.lookup is not None else None

    def _default_id(self, number: str) -> str:
        """An id left out: the number, then NUMBER-2, NUMBER-3... for the next copies."""
        count = self.copies.get(number, 0) + 1
        self.copies[number] = count
        return number if count == 1 else f"{number}-{count}"
