"""Older orders of a `fetch` sentence's words, put in the order fetch_shapes.py reads
(5-3-13): "Special Summon 1 "Hieratic" monster, except "Hieratic Seal of the Dragon King", from
your hand, Deck or Graveyard, in face-up Defense Position." (Hieratic Seal of the Dragon King,
a Gemini monster's "●" line) is "Special Summon 1 "Hieratic" monster from your hand, Deck, or
Graveyard in face-up Defense Position, except "Hieratic Seal of the Dragon King".": the same
card taken from the same places, in the same position, the same name left out. Only the order
and the list's commas differ.

Standard library only; the pattern is anchored, with no nested quantified group (linear).
"""
from __future__ import annotations

import re

EARLY_EXCEPT = re.compile(r'^(?P<head>Special Summon 1 [^,"]*(?:"[^"]+")?[^,"]*), except '
                          r'"(?P<except>[^"]+)", from your (?P<places>hand, Deck,? or '
                          r'(?:GY|Graveyard)|(?:hand|Deck|GY|Graveyard)(?: or (?:hand|Deck|GY|'
                          r'Graveyard))?)(?:,? in (?P<position>'
                          r'face-up Defense|Defense|Attack) Position)?\.$')


def reordered(text: str) -> str | None:
    """The sentence in the order fetch_shapes.py reads, or None when it is not such a one."""
    found = EARLY_EXCEPT.match(text)
    if found is None:
        return None
    places = found["places"].replace("hand, Deck or", "hand, Deck, or")  # the serial comma
    position = f" in {found['position']} Position" if found["position"] else ""
    return f'{found["head"]} from your {places}{position}, except "{found["except"]}".'
