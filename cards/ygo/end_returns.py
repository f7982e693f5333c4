"""A target returned to the hand later, read off the end of what an effect does to it:
"Target 1 face-up "Wind-Up" monster you control; its ATK and DEF are doubled, and it returns
to the hand during the End Phase." (Overwind).

Standard library only. What comes before the rider is read as the effect's own action on its
target; the rider becomes a step done in the End Phase of the turn the effect resolves
(`during_end_phase`, 7-7-10) that returns that target to the hand (5-3-11), as "return it to
the hand during the End Phase of this turn" is read. Only an effect with a target: "it" names
nothing else. The pattern is anchored, with one open part and no nested quantified group:
linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

RETURNS = re.compile(r"^(?P<head>[^;:]+), and (?:it|that target|that monster) returns to the "
                     r"hand during the End Phase(?: of this turn)?\.$")


def read(text: str, aimed: Fields, reader: Callable[[str], list[Fields] | None]
         ) -> list[Fields] | None:
    """The steps of such an action (`reader` reads its head), or None when it is not one or
    its head does not read."""
    found = RETURNS.match(text)
    if found is None or "target" not in aimed:
        return None
    steps = reader(found.group("head") + ".")
    if not steps:
        return None
    return [*steps, {"during_end_phase": [{"to_hand": "chosen"}]}]
