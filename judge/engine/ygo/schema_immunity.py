"""Reading a monster's keys that keep its opponent from answering it or taking it
(docs/scenario-format.md): `battle_lock: {when: attacks|battles, what: spells_traps|all}`
(12-3-20) and `no_control_switch: true` (3-10-5)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .immunity_specs import LOCK_WHAT, LOCK_WHEN, BattleLock
from .model import Card

KEYS = ("battle_lock", "no_control_switch")


def read_immunity(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    card.no_control_switch = v.opt_bool(problems, data, "no_control_switch", path, False)
    raw = v.field(data, "battle_lock", None)
    if raw is None:
        return
    at = key_path(path, "battle_lock")
    lock = v.mapping(problems, at, raw, ("when", "what"), ("when", "what"))
    if lock is None:
        return
    when = v.choice(problems, key_path(at, "when"), lock["when"], LOCK_WHEN)
    what = v.choice(problems, key_path(at, "what"), lock["what"], LOCK_WHAT)
    if when is not None and what is not None:
        card.battle_lock = BattleLock(when=when, what=what)
