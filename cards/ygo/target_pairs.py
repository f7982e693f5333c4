"""An activation that targets two different cards at once: "Target 1 monster you control and 1
card your opponent controls; destroy them." (5-2-3): the first as the card's `target`, the
second as its `also_target`; what it does then is done to both ("destroy them", "return them
to the hand"), so the steps are read on `chosen` as for several targets of one description.

Standard library only. Each half is read by target_shapes.target as "Target 1 ..." alone; both
must be in the same zone (field, or a Graveyard) so that every step that can take one can take
the other. One anchored pattern, its two halves split at the first " and 1 ": linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import target_older, target_shapes

Fields = dict[str, Any]

PAIR = re.compile(r"^[Tt]arget 1 (?P<first>.+?),? and 1 (?P<second>.+)$")


def target(text: str) -> Fields | None:
    """`{"target": {...}, "also_target": {...}}` for two different targets, or None."""
    found = PAIR.match(target_older.each_field(text) or text)  # "1 Spell/Trap on each field"
    if found is None:
        return None
    first = target_shapes.target(f"Target 1 {found.group('first')}")
    second = target_shapes.target(f"Target 1 {found.group('second')}")
    if not first or not second or "target" not in first or "target" not in second:
        return None
    if first["target"]["zone"] != second["target"]["zone"]:
        return None  # a step that can take one could not take the other
    return {"target": first["target"], "also_target": second["target"]}
