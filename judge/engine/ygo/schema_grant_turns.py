"""Reading a monster's `extra_normal_while: normal_summoned | turned_up` (grant_turns.py,
8-1-7): its `extra_normal_summon` applies only in the turn it was Normal Summoned (or flipped
face-up)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

WHILE = ("normal_summoned", "turned_up")


def read_grant_turn(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`extra_normal_while`, "" when absent (a wrong value is reported)."""
    raw = v.field(data, "extra_normal_while", None)
    if raw is not None:
        card.extra_normal_while = v.choice(problems, key_path(path, "extra_normal_while"), raw,
                                           WHILE) or ""
