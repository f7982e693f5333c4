"""A monster's activated effect whose condition is a state of the board that a Summon
procedure's condition reads too (summon_boards.py) and an effect's own readers do not
(conditions_shapes.board): "If you control 2 or more "Ancient Warriors" monsters: You can
Special Summon this card from your hand.", "If your opponent controls a monster with 2800 or
more ATK: You can Tribute this card; ...". Read as conditions_shapes.board reads a board: an
Ignition Effect (its zone said by its cost or steps, read after) activated only while the board
is so (5-2-4); the engine holds the keys beside its `if` (judge/engine/ygo/effect_boards.py).

Standard library only; summon_boards' patterns are anchored and linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, summon_boards


def read(condition: str) -> dict[str, Any] | None:
    """"If <a board summon_boards reads>": the effect's type and `if`, or None."""
    keys = summon_boards.board(condition[3:]) if condition.startswith("If ") else None
    return {"type": "ignition", "if": keys} if keys else None


# "you control a Fiend Tuner", "you control a Dragon Tuner or Plant Tuner": a face-up Tuner of
# that Type (of either Type), `also_type: Tuner` beside them (a face-up one shows both, 9-1-3)
TUNER = re.compile(rf"^you control an? (?:face-up )?{described.words()}Tuner$")
EITHER_TUNER = re.compile(rf"^(?P<head>you control an? )(?P<a>{described.ONE_TYPE}) Tuner or "
                          rf"(?P<b>{described.ONE_TYPE}) Tuner$")


def tuner(text: str) -> dict[str, Any] | None:
    """The `if` keys of "you control a <Type> Tuner", or None."""
    either = EITHER_TUNER.match(text)
    if either is not None:  # the same words as "a Dragon or Plant Tuner"
        text = f"{either.group('head')}{either.group('a')} or {either.group('b')} Tuner"
    found = TUNER.match(text)
    words = described.fields(found, monster=True, tuner=True, both=True) if found else None
    return {"control": words} if words else None
