"""A monster's ATK that follows its own Level (5-1-16), read into the scenario format's
`stat_changes` with `for_each: {zone: field, what: own_level}`, or refused.

Standard library only. "Gains ATK equal to its Level x 300." (the F.A. monsters), "This card
gains ATK equal to its Level x 400.": N ATK for each Level it has now, so the change follows
every raise or cut of its Level; the "original Level", "that monster's Level" or a Level
"noted" are other numbers, left unread. One anchored pattern, no nested quantified group:
linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

OWN_LEVEL = re.compile(r"^(?:This card gains|Gains) ATK equal to its Level x (?P<n>\d+)\.$")


def sentence(text: str) -> list[Fields] | None:
    """The `stat_changes` of such a sentence, or None."""
    found = OWN_LEVEL.match(text)
    if found is None:
        return None
    return [{"atk": int(found.group("n")), "def": 0,
             "for_each": {"zone": "field", "what": "own_level"}}]
