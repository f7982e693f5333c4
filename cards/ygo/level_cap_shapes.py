"""A monster's own Level raised up to a stated maximum (4-2-9), read into the scenario format's
`level` step with `max`, or refused.

Standard library only. "Increase the Level of this card by 1 (max. 12)." (Gash the Dust Lord)
and "Increase this card's Level by 1 (max. 12)." (the "Fortune Lady" monsters) -> `{level:
{card: self, by: 1, max: 12}}`: never raised past 12 by it, and nothing done when it is already
there. A Level lowered, another monster's, a time limit or the older "(max 12)" without its
full stop is not read here. The pattern is anchored: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

CAPPED = re.compile(r"^Increase (?:this card's Level|the Level of this card) by (?P<by>[1-9]) "
                    r"\(max\. (?P<max>[2-9]|1[0-2])\)\.$")


def on_self(text: str) -> list[Fields] | None:
    """The `level` step on the monster itself, with its maximum (a monster effect's own words;
    the caller checks it is on the field)."""
    found = CAPPED.match(text)
    if found is None:
        return None
    return [{"level": {"card": "self", "by": int(found.group("by")),
                       "max": int(found.group("max"))}}]
