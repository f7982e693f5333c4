"""A Level its player declares as the effect is activated, which a monster then takes until
the end of the turn (5-2-25, 4-2-2), read into the scenario format's `level` step with
`declared_min`/`declared_max`, or refused.

Standard library only. "You can declare a Level from 1 to 8; this card becomes that Level
until the end of this turn." (Gagaga Magician): the part before ';' is the declaration, not a
cost; the step `{level: {card: self, declared_min: 1, declared_max: 8, until: turn}}`. "target
1 "Speedroid" monster you control, ..., and declare a Level from 1 to 6; it becomes that Level
until the end of this turn." (Speedroid Red-Eyed Dice): the target read as any other, the step
on it (`card: chosen`), a face-up monster on the field as its description shows ("that has a
Level": `level_min: 1`, D/D Berfomet); a closing ", also you cannot Special Summon ..." is the
`summon_lock` step after it (lock_shapes.py, 5-2-10). The activation
names the Level (`declare: 5`). Only these are read: a declaration that a later sentence uses
otherwise ("reduce ... by the declared Level") is not. Patterns are anchored: linear."""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import level_shapes, lock_shapes

Fields = dict[str, Any]

DECLARE = re.compile(r"^Declare a Level from (?P<low>[1-9]|1[0-2]) to (?P<high>[1-9]|1[0-2])$")
ON_SELF = re.compile(r"^This card becomes that Level until the end of this turn\.$")
# the declaration after a target, in the same part before ';'
AFTER_TARGET = re.compile(r"^(?P<target>target 1 [^;]+?),? and declare a Level from "
                          r"(?P<low>[1-9]|1[0-2]) to (?P<high>[1-9]|1[0-2])$", re.I)
HAS_LEVEL = " that has a Level"
ON_TARGET = re.compile(r"^(?:It|That monster) becomes that Level until the end of this turn\.$")


def split(cost: str) -> tuple[str, tuple[int, int] | None]:
    """The cost text without a declaration of a Level, and the range declared from."""
    found = DECLARE.match(cost)
    if found is None:
        return cost, None
    low, high = int(found.group("low")), int(found.group("high"))
    return ("", (low, high)) if low < high else (cost, None)


def split_target(target: str) -> tuple[str, tuple[int, int] | None]:
    """The target text without the declaration that follows it, and the range; "monster you
    control that has a Level, except ..." read as "monster you control, except ..." (see
    leveled)."""
    found = AFTER_TARGET.match(target)
    if found is None:
        return target, None
    low, high = int(found.group("low")), int(found.group("high"))
    aimed = found.group("target").replace(HAS_LEVEL, "", 1)
    return (aimed, (low, high)) if low < high else (target, None)


def leveled(target: str, aimed: Fields | None) -> Fields | None:
    """The target's description with `level_min: 1` when the text says "that has a Level":
    no Xyz or Link Monster, which have none (4-1)."""
    if aimed is None or HAS_LEVEL not in target or "target" not in aimed:
        return aimed
    return {**aimed, "target": {**aimed["target"], "level_min": 1}}


def action(text: str, declared: tuple[int, int], fields: Fields) -> list[Fields] | None:
    """"This card becomes that Level until the end of this turn.": the monster itself, on the
    field (its effect activated there); "It becomes that Level ...": the target, a face-up
    monster on the field (level_shapes.on_target's checks)."""
    bounds = {"declared_min": declared[0], "declared_max": declared[1], "until": "turn"}
    head, also, rest = text.partition(", also ")  # "..., also you cannot Special Summon ..."
    lock = lock_shapes.read(rest) if also else []
    if lock is None:
        return None
    steps = _level(head + "." if also else text, bounds, fields)
    return None if steps is None else steps + lock


def _level(text: str, bounds: Fields, fields: Fields) -> list[Fields] | None:
    if ON_TARGET.match(text) is not None and "target" in fields:
        spec = fields["target"]
        checked = level_shapes.on_target("Increase its Level by 1.", spec)
        return None if checked is None else [{"level": {"card": "chosen", **bounds}}]
    if ON_SELF.match(text) is None or "target" in fields or fields.get("from", "field") != "field":
        return None
    return [{"level": {"card": "self", **bounds}}]
