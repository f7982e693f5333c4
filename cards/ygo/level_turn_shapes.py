"""A Level raised or lowered "until the end of this turn" (4-2-2), read into the scenario
format's `level` step with `until: turn`, or refused.

Standard library only. "Increase that target's Level by 2 until the end of this turn." on a
face-up monster on the field (level_shapes.on_target's checks) -> `{level: {card: chosen, by:
2, until: turn}}`; a monster effect's "Increase this card's Level by 4 until the end of this
turn." -> `card: self`. "Until the End Phase", "increase or reduce" and "becomes" are not read
here. Patterns are anchored: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import level_shapes

Fields = dict[str, Any]

UNTIL = r",? until the end of this turn\.$"
SELF = re.compile(r"^(?P<way>Increase|Reduce) this card's Level by (?P<by>[1-9]|1[0-2])" + UNTIL,
                  re.I)
ON_TARGET = re.compile(r"^(?P<way>Increase|Reduce) (?:its|that target's|that monster's) Level "
                       r"by (?P<by>[1-9]|1[0-2])" + UNTIL, re.I)


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The step on the target, a face-up monster on the field, for the rest of the turn."""
    found = ON_TARGET.match(text)
    if found is None:
        return None
    steps = level_shapes.on_target(f"{found.group('way')} its Level by {found.group('by')}.",
                                   spec)
    return None if steps is None else [{"level": {**steps[0]["level"], "until": "turn"}}]


def on_self(text: str) -> list[Fields] | None:
    """"Increase this card's Level by 4 until the end of this turn.": on the monster itself."""
    found = SELF.match(text)
    if found is None:
        return None
    by = int(found.group("by"))
    return [{"level": {"card": "self", "by": by if found.group("way").lower() == "increase"
                       else -by, "until": "turn"}}]
