"""Reading a Spell's or Trap's card key `position_lock: opponent|controller|any`
(position_locks.py, 9-2-11): whose monsters cannot change their battle positions while the
card is face-up on the field."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

LOCKED_PLAYERS = ("any", "controller", "opponent")


def read_position_lock(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`position_lock`, "" when absent (a wrong value is reported)."""
    raw = v.field(data, "position_lock", None)
    if raw is not None:
        card.position_lock = v.choice(problems, key_path(path, "position_lock"), raw,
                                      LOCKED_PLAYERS) or ""
