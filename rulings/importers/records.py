"""What every Q&A parser produces: plain records, no database."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date

# A printed card number: OP05-022, ST02-010, EB01-001, PRB01-001, P-001 (and the made-up
# TST01-001 of the tests): a set code of capitals, maybe two digits, a dash, three digits.
CARD_NUMBER = re.compile(r"\b[A-Z]{1,4}(?:\d{2})?-\d{3}(?!\d)")
_SPACES = re.compile(r"[ \t\u00a0\u3000]+")


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
