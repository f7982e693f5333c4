"""A Level its player declares as the effect is activated, which a monster then takes until
the end of the turn (5-2-24, 4-2-2), read into the scenario format's `level` step with
`declared_min`/`declared_max`, or refused.

Standard library only. "You can declare a Level from 1 to 8; this card becomes that Level
until the end of this turn." (Gagaga Magician): the part before ';' is the declaration, not a
cost; the step `{level: {card: self, declared_min: 1, declared_max: 8, until: turn}}`. "target
1 "Speedroid" monster you control, ..., and declare a Level from 1 to 6; it becomes that Level
until the end of this turn." (Speedroid Red-Eyed Dice): the target read as any other, the step
on it (`card: chosen`), a face-up monster on the field as its description shows. The activation
names the Level (`declare: 5`). Only these are read: a declaration that a later sentence uses
otherwise ("reduce ... by the declared Level") is not. Patterns are anchored: linear."""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import level_shapes

Fields = dict[str, Any]

DECLARE = re.compile(r"^Declare a Level from (?P<low>[1-9]|1[0-2]) to (?P<high>[1-9]|1[0-2])$")
ON_SELF = re.compile(r"^This card becomes that Level until the end of this turn\.$")
# the declaration after a target, in the same part before ';'
AFTER_TARGET = re.compile(r"^(?P<target>target 1 [^;]+?),? and declare a Level from "
                          r"(?P<low>[1-9]|1[0-2]) to (?P<high>[1-9]|1[0-2])$", re.I)
ON_TARGET = re.compile(r"^(?:It|That monster) becomes that Level until the end of this turn\.$")


def split(cost: str) -> tuple[str, tuple[int, int] | None]:
    """The cost text without a declaration of a Level, and the range declared from."""
    found = DECLARE.match(cost)
    if found is None:
        return cost, None
    low, high = int(found.group("low")), int(found.group("high"))
    return ("", (low, high)) if low < high else (cost, None)


def split_target(target: str) -> tuple[str, tuple[int, int] | None]:
    """The target text without the declaration that follows it, and the range."""
    found = AFTER_TARGET.match(target)
    if found is None:
        return target, None
    low, high = int(found.group("low")), int(found.group("high"))
    return (found.group("target"), (low, high)) if low < high else (target, None)


def action(text: str, declared: tuple[int, int], fields: Fields) -> list[Fields] | None:
    """"This card becomes that Level until the end of this turn.": the monster itself, on the
    field (its effect activated there); "It becomes that Level ...": the target, a face-up
    monster on the field (level_shapes.on_target's checks)."""
    bounds = {"declared_min": declared[0], "declared_max": declared[1], "until": "turn"}
    if ON_TARGET.match(text) is not None and "target" in fields:
        spec = fields["target"]
        checked = level_shapes.on_target("Increase its Level by 1.", spec)
        return None if checked is None else [{"level": {"card": "chosen", **bounds}}]
    if ON_SELF.match(text) is None or "target" in fields or fields.get("from", "field") != "field":
        return None
    return [{"level": {"card": "self", **bounds}}]
