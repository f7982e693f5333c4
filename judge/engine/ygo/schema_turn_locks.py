"""Reading what a card or effect forbids its player for the turn it is activated, besides
Special Summons (`summon_lock_turn`), among the format's additions (docs/scenario-format.md),
a Spell's or Trap's keys and a monster effect's: `no_battle_phase_turn: true` ("You cannot
conduct your Battle Phase the turn you activate this card.", 5-2-13, battle_locks.py) and
`normal_summon_lock_turn: true` ("You cannot Normal Summon/Set the turn you activate this
card.", 5-2-15, normal_locks.py), kept with the Special Summon restriction, if any, as the
card's or effect's `turn_lock`."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from . import attack_turn_bans, battle_locks, deck_add_bans, normal_locks
from .model import EffectStep

KEYS = {"no_battle_phase_turn": battle_locks.kept, "normal_summon_lock_turn": normal_locks.kept,
        "no_attacks_turn": attack_turn_bans.kept_all,  # 5-2-26
        "no_other_attacks_turn": attack_turn_bans.kept_others,
        "no_deck_adds_turn": deck_add_bans.kept}  # 5-2-27


def read_turn_locks(problems: Problems, at: str, data: dict[str, Any],
                    lock: EffectStep | None) -> EffectStep | None:
    """The turn lock `lock`, wrapped in each restriction whose key is true; not with "You
    cannot Summon other monsters" (`no_summons_turn`), which no card prints with them."""
    for key, kept in KEYS.items():
        if not v.opt_bool(problems, data, key, at, False):
            continue
        if lock is not None and lock.kind == "no_summons":
            problems.add(key_path(at, key), "input.ygo.one_way_only",
                         keys=f"{key}, no_summons_turn")
            continue
        lock = kept(lock)
    return lock
