"""Reading a card key `summon_forbid_on_field: DESCRIPTION` (forbid_locks.py, 5-2-14): the
monsters the players its `lock_binds` names (none: its controller) may not Special Summon while
the card is face-up on the field, described as a target is (ATK bounds included: "Neither
player can Special Summon monsters with 1000 or less ATK.")."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card, Described
from .schema_described import DESCRIBED_KEYS, Describe


def read_summon_forbid(problems: Problems, path: str, data: dict[str, Any], card: Card,
                       described: Describe) -> None:
    """`summon_forbid_on_field`, left None when absent (a wrong value is reported)."""
    raw = v.field(data, "summon_forbid_on_field", None)
    if raw is None:
        return
    where = key_path(path, "summon_forbid_on_field")
    found = v.mapping(problems, where, raw, DESCRIBED_KEYS)
    if found is not None:
        card.summon_forbid = Described(**described(where, found))
