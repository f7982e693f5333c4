"""A Spell's or Trap's activation condition that asks for several Attributes face-up on the
field at once, read into the card's `if`, or refused.

Standard library only. "When there are face-up WIND, WATER, FIRE and EARTH monster(s) on the
field" (Fuh-Rin-Ka-Zan): `{if: {field_attributes: [WIND, WATER, FIRE, EARTH]}}`, each of those
Attributes shown by a face-up monster of either player (one monster each or not, as the board
has them). "When" here opens a state of the board, not an event: the card can be activated
only while the board is so (5-2-4), as st_conditions.py reads "If you control ...". One
Attribute alone, or one named twice, is not this shape. The pattern is anchored and linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

ATTRIBUTE = r"(?:DARK|DIVINE|EARTH|FIRE|LIGHT|WATER|WIND)"
SEVERAL = re.compile(rf"^(?:When|If) there are face-up (?P<list>{ATTRIBUTE}(?:, {ATTRIBUTE})*,? "
                     rf"and {ATTRIBUTE}) monsters?(?:\(s\))? on the field$")
SEPARATORS = re.compile(r",? and |, ")


def read(condition: str) -> Fields | None:
    """The card's `if` for the condition, or None when it is not this shape."""
    found = SEVERAL.match(condition)
    if found is None:
        return None
    attributes = SEPARATORS.split(found.group("list"))
    if len(set(attributes)) != len(attributes):
        return None
    return {"if": {"field_attributes": attributes}}
