"""Rule numbers as people write them, and as the rules order them.

The Comprehensive Rules write `7-1-4-1`; people type `7.1.4.1`, `7 1 4 1`, `CR 7-1-4-1` or
`7-1-4-1.` and mean the same rule (shared/spec/interfaces.md). Everything that reads a number
from a person goes through `normalize`.
"""
from __future__ import annotations

import re

# A part is one or two digits (chapters go to 11, sections to the low twenties); six parts is
# the deepest the rules go (7-1-4-1-1-1), eight leaves room for a later version.
MAX_PARTS = 8
_PREFIX = re.compile(r"^\s*(?:cr|rule|rules|regla|regel|regola|règle|§)\s*[.:#]?\s*", re.I)
_NUMBER = re.compile(r"^(\d{1,3})(?:\s*[-.\u2010-\u2015\u2212 ]\s*(\d{1,3})){0,7}\s*\.?\s*$")
_PARTS = re.compile(r"\d{1,3}")


def normalize(text: str) -> str | None:
    """The canonical hyphenated number for a typed rule number, or None if it is not one."""
    if not text or len(text) > 60:
        return None
    body = _PREFIX.sub("", text.strip())
    if not _NUMBER.match(body):
        return None
    parts = [str(int(p)) for p in _PARTS.findall(body)]
    if not parts or len(parts) > MAX_PARTS or parts[0] == "0":
        return None
    return "-".join(parts)


def parts(number: str) -> list[int]:
    return [int(p) for p in number.split("-")]


def sort_key(number: str) -> str:
    """A string that sorts rule numbers in rules order: 7-1 < 7-1-1 < 7-2 < 10-1."""
    return ".".join(f"{p:03d}" for p in parts(number))


def parent(number: str) -> str:
    """The enclosing rule's number ('' for a chapter)."""
    return number.rpartition("-")[0]


def depth(number: str) -> int:
    return number.count("-") + 1


def is_within(number: str, prefix: str) -> bool:
    """True for the rule `prefix` itself and its sub-rules; `7-1` never matches `7-10`."""
    return number == prefix or number.startswith(prefix + "-")


def ancestors(number: str) -> list[str]:
    """The enclosing numbers, outermost first: 7-1-4-1 -> [7, 7-1, 7-1-4]."""
    bits = number.split("-")
    return ["-".join(bits[:i]) for i in range(1, len(bits))]


# A rule number inside running text. Dates (2026-08-28) and longer digit runs are not rule
# numbers: each part has one or two digits and the match may not touch other digits or words.
IN_TEXT = re.compile(r"(?<![\w\-.])(\d{1,2}(?:-\d{1,2}){1,7})(?![\w]|-\d)")


# A chapter named in running text: "(See 7. Card Attacks and Battles)", "see chapter 9",
# "refer to “7. Card Attacks and Battles”". A bare number is too common to link by itself.
CHAPTER_IN_TEXT = re.compile(
    r"(?:\b(?i:see|chapter)\s+|[“\"])(\d{1,2})(?=\.\s+[A-Z])"
    r"|\b(?i:chapter)\s+(\d{1,2})\b(?![-.]\d)"
)


def mentions(text: str) -> list[tuple[int, int, str]]:
    """Every rule number a text mentions, as (start, end, number), in order."""
    found = [(m.start(1), m.end(1), m.group(1)) for m in IN_TEXT.finditer(text)]
    taken = [(start, end) for start, end, _ in found]
    for match in CHAPTER_IN_TEXT.finditer(text):
        group = 1 if match.group(1) else 2
        start, end = match.span(group)
        if not any(s < end and start < e for s, e in taken):
            found.append((start, end, str(int(match.group(group)))))
    return sorted(found)


def following(number: str) -> list[str]:
    """The numbers that may come right after `number` in a rules document: its first sub-rule,
    its next sibling, or the next sibling of one of its ancestors (7-1-3-2-2 -> 7-1-3-2-2-1,
    7-1-3-2-3, 7-1-3-3, 7-1-4, 7-2, 8)."""
    bits = parts(number)
    found = ["-".join(str(p) for p in [*bits, 1])]
    for size in range(len(bits), 0, -1):
        bumped = [*bits[: size - 1], bits[size - 1] + 1]
        found.append("-".join(str(p) for p in bumped))
    return found
