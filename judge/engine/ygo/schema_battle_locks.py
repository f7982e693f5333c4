"""Reading `no_battle_phase_turn: true` of the format's additions (docs/scenario-format.md), a
Spell's or Trap's key and a monster effect's: "You cannot conduct your Battle Phase the turn
you activate this card." (5-2-13), kept with the Special Summon restriction of the same turn,
if any, as the card's or effect's `turn_lock` (battle_locks.py)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .battle_locks import kept
from .model import EffectStep


def read_battle_lock(problems: Problems, at: str, data: dict[str, Any],
                     lock: EffectStep | None) -> EffectStep | None:
    """The turn lock `lock`, barring the Battle Phase too when `no_battle_phase_turn` is
    true; not with "You cannot Summon other monsters" (`no_summons_turn`), which no card
    prints with it."""
    if not v.opt_bool(problems, data, "no_battle_phase_turn", at, False):
        return lock
    if lock is not None and lock.kind != "summon_lock":
        problems.add(key_path(at, "no_battle_phase_turn"), "input.ygo.one_way_only",
                     keys="no_battle_phase_turn, no_summons_turn")
        return lock
    return kept(lock)
