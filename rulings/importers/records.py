"""What every Q&A parser produces: plain records, no database."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date

from rules import intake

# A printed card number: OP05-022, ST02-010, EB01-001, PRB01-001, P-001 (and the made-up
# TST01-001 of the tests): a set code of capitals, maybe two digits, a dash, three digits.
CARD_NUMBER = re.compile(r"\b[A-Z]{1,4}(?:\d{2})?-\d{3}(?!\d)")
_SPACES = re.compile(r"[ \t\u00a0\u3000]+")


# No real entry comes near these (the official documents' longest question or answer has 453
# characters): a longer text is cut, and the import says so. Names and topics: their columns.
MAX_TEXT = 10_000
MAX_NAME = 200
MAX_STEM = 80


class ParseError(Exception):
    """The file cannot be read as a Q&A document; the message names the file (and page)."""


@dataclass
class Skipped:
    page: int  # 0 when the source has no pages (CSV, JSON: the row number is in `reason`)
    reason: str


@dataclass
class ParsedEntry:
    question: str
    answer: str
    card: str = ""  # the card number the entry is about ("" for a general rules entry)
    card_name: str = ""
    topic: str = ""  # the general Q&A's category ("Basic Rules") where there is no card
    page: int = 0


@dataclass
class ParsedDocument:
    stem: str  # the file name without extension: the entries' ids start with it
    title: str
    published: date | None
    entries: list[ParsedEntry] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    pages: int = 0
    notes: list[str] = field(default_factory=list)  # what was cut, and where
    # signs of a damaged file (unreadable pages, broken objects, pages without entries): the
    # command keeps the entries already imported unless told to replace them anyway
    damage: list[str] = field(default_factory=list)


def checked(entry: ParsedEntry, where: str, notes: list[str]) -> ParsedEntry:
    """The entry with its texts capped (the cut noted); an InputError (intake) naming `where`
    when a text holds what no import stores."""
    for name, limit in (("question", MAX_TEXT), ("answer", MAX_TEXT),
                        ("card_name", MAX_NAME), ("topic", MAX_NAME)):
        value = intake.check_text(getattr(entry, name), f"{where}: the {name}")
        setattr(entry, name, intake.cap(value, limit, f"{where}: the {name}", notes))
    return entry


def split_head(text: str) -> tuple[str, str]:
    """The card number and name of an entry's first column, or ("", text) for a topic."""
    match = CARD_NUMBER.search(text)
    if not match:
        return "", clean(text)
    # the number may sit on any line of a wrapped name ("I Smell Adventure / P-002 / Ahead!")
    return match.group(0), clean(text[:match.start()] + " " + text[match.end():])


def clean(text: str) -> str:
    """One paragraph per line, single spaces, composed Unicode (curly quotes, ①, ＜＞ kept)."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    paragraphs = (_SPACES.sub(" ", part).strip() for part in text.split("\n"))
    return "\n".join(part for part in paragraphs if part)
