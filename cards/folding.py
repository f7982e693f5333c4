"""Text as the card search compares it: lower case, accents and punctuation gone."""
from __future__ import annotations

import re
import unicodedata

PUNCTUATION = re.compile(r"[^\w]+")


def fold(text: str) -> str:
    """'Tony Tony.Chopper' -> 'tony tony chopper'; 'Équipage' -> 'equipage'."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(PUNCTUATION.sub(" ", bare.lower()).split())


def haystack(name: str, traits: list[str], text: str, trigger: str) -> str:
    """Name first (a name match is the best one), then traits, then the texts."""
    return "\n".join(fold(part) for part in (name, " / ".join(traits), text, trigger))
