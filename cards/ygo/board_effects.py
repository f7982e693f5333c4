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

from typing import Any

from cards.ygo import summon_boards


def read(condition: str) -> dict[str, Any] | None:
    """"If <a board summon_boards reads>": the effect's type and `if`, or None."""
    keys = summon_boards.board(condition[3:]) if condition.startswith("If ") else None
    return {"type": "ignition", "if": keys} if keys else None
