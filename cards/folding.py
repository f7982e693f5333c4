"""Text as the card search compares it: lower case, accents and punctuation gone."""
from __future__ import annotations

import re
import unicodedata

PUNCTUATION = re.compile(r"[^\w]+")
# the blocks of combining marks (accents and the like) that NFKD splits off a letter: one
# regular expression instead of a test per character (an import folds 70,000 card texts)
COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")


def fold(text: str) -> str:
    """'Tony Tony.Chopper' -> 'tony tony chopper'; 'Équipage' -> 'equipage'."""
    bare = text if text.isascii() else COMBINING.sub("", unicodedata.normalize("NFKD", text))
    return " ".join(PUNCTUATION.sub(" ", bare.lower()).split())


def haystack(name: str, traits: list[str], text: str, trigger: str) -> str:
    """Name first (a name match is the best one), then traits, then the texts."""
    return "\n".join(fold(part) for part in (name, " / ".join(traits), text, trigger))
