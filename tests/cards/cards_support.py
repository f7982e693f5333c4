"""What the card tests share: the pinned card lists in ../shared (read in place, never copied
into the project), parsed once per run, and a way to store some or all of them."""
from __future__ import annotations

import copy
import functools
from pathlib import Path

from cards.derive import Derived, derive
from cards.importers import punkrecords, writer
from cards.importers.records import CardList
from rules.models import Game

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT.parent / "shared" / "fixtures" / "punk-records"
ENGLISH = LISTS / "english"
FRENCH = LISTS / "french"


@functools.cache
def _parsed(folder: Path) -> CardList:
    # a missing fixture fails here (no data/ folder), as the rules PDF tests do
    return punkrecords.read_folder(folder)


def card_list(folder: Path = ENGLISH, numbers: tuple[str, ...] | None = None) -> CardList:
    """A fresh copy of the parsed list, or of the cards `numbers` only."""
    listed = copy.deepcopy(_parsed(folder))
    if numbers is not None:
        wanted = set(numbers)
        listed.cards = [c for c in listed.cards if c.number in wanted]
    return listed


def store_cards(*numbers: str, folder: Path = ENGLISH) -> writer.ImportReport:
    """Store real cards (all of the list when no number is given) without rebuilding the
    search index."""
    game = Game.objects.get(pk="optcg")
    return writer.store(game, card_list(folder, numbers or None))


def derived(cards: dict, number: str) -> Derived:
    """What the project derives from one card of `cards` (keywords, encoding, notes)."""
    card = cards[number]
    return derive(card.category, card.text, card.trigger)


def opponents(**bounds: object) -> dict:
    """The target filter "up to 1 of your opponent's Characters" with these bounds."""
    return {"owner": "opponent", "types": ["character"], **bounds}
