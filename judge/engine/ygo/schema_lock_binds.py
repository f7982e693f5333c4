"""Reading a card key `lock_binds: opponent | both` (kept_locks.py, 5-2-14): whom the card's
`summon_lock_on_field` binds while it is face-up on the field, "Your opponent cannot Special
Summon monsters." or "Neither player can Special Summon monsters."; absent, its controller."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

BINDS = ("opponent", "both")


def read_lock_binds(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`lock_binds`, "" when absent (a wrong value is reported)."""
    raw = v.field(data, "lock_binds", None)
    if raw is not None:
        card.lock_binds = v.choice(problems, key_path(path, "lock_binds"), raw, BINDS) or ""
