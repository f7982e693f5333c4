"""A target of either of two descriptions in one place: "Target 1 "Black Rose Dragon" or 1
Plant monster in your GY", "target 1 "Despia" monster or 1 Level 6 or higher Fusion Monster
in your GY", read into the scenario format's `target` with an `or` (5-2-3): the first
description's keys, and the second's noun and words under `or`.

Standard library only. The sentence is split at its one " or 1 ", and each half is read as a
target of its own with the place (and any "except "X"") said after both, so that a
description is read here exactly as a lone target's is (target_shapes.py). The pair is read
only when both halves read and say the same of where the card is (place, face, position):
the format's `or` holds only the other noun and description. Anchored patterns, no nested
quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import target_older, target_shapes

Fields = dict[str, Any]

# the words of a description (described.py's keys) the other half may carry under `or`
WORDS = {"what", "names", "archetype", "type", "attribute", "level", "level_min",
         "level_max", "except", "property", "atk_max", "atk_min", "def_max", "def_min",
         "also_type", "link", "link_min", "link_max"}
WORDS |= {"non_type", "non_attribute"}  # what the card is not, its half's own (target_non.py)
PAIR = re.compile(r"^(?P<first>[Tt]arget 1 [^;,]+?),? or 1 (?P<second>[^;,]+?),? "
                  + target_shapes.PLACE + r'(?P<tail>, except "[^"]+")?$')


def target(text: str) -> Fields | None:
    """`{"target": {..., "or": {...}}}` for a target of either description, or None when the
    sentence is not such a pair or a half does not read."""
    found = PAIR.match(target_older.either(text) or text)  # ""X" or "Y" monster" too
    if found is None:
        return None
    after = f' {found.group("where")}{found.group("tail") or ""}'
    first = target_shapes.target(found.group("first") + after)
    second = target_shapes.target("Target 1 " + found.group("second") + after)
    one = first.get("target") if first else None
    other = second.get("target") if second else None
    if one is None or other is None or "or" in one or "or" in other:
        return None
    if _place(one) != _place(other):
        return None  # "1 Fiend monster or 1 face-down card": not one place for both
    return {"target": {**one, "or": {key: value for key, value in other.items()
                                     if key in WORDS}}}


def _place(spec: Fields) -> Fields:
    return {key: value for key, value in spec.items() if key not in WORDS}
