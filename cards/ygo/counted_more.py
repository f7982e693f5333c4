"""What "for each" counts, in the wordings continuous_shapes.py leaves (5-3-20, 5-1-1): "for each
card your opponent controls" (any card of theirs, face-down ones too: each is a card) and the
Graveyards of both players ("for each Warrior monster in the GYs", "... in either GY").

Standard library only; the rest of the words are read as continuous_shapes reads them (`read`
is given that reader, so this module imports nothing of it). Patterns are anchored: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

THEIRS = re.compile(r"^cards? (?:your opponent controls|they control)$")
BOTH_GY = re.compile(r"^(?P<what>[^.]+?) in (?:the|both|either) (?:GYs|Graveyards|GY|Graveyard|"
                     r"player's (?:GY|Graveyard))$")


def read(text: str, counted: Callable[[str], Fields | None]) -> Fields | None:
    """The `for_each` of these wordings, or None (the caller reads the others)."""
    if THEIRS.match(text):  # the opponent's: never the card whose effect it is
        return {"zone": "field", "player": "opponent", "what": "card"}
    found = BOTH_GY.match(text)
    if found is None:
        return None
    mine = counted(f"{found.group('what')} in your GY")
    if mine is None or mine.get("zone") != "graveyard":
        return None
    return {**mine, "player": "any"}
