"""The monster a Trigger Effect's battle must be with, as its condition describes it (12-4-14):
"At the start of the Damage Step, if this card battles a LIGHT monster:", "... a Special
Summoned monster:", "... a face-up non-DARK monster:" (the effect's `battles` key); "... if this
card attacked a Special Summoned monster:" (Heavy Knight of the Flame) the same on its own
attack.

Checked when the effect answers `damage_step_start_battles_monster` (or, for an attack,
`damage_step_start_attacks_monster`), against the other monster of that battle as it is at that
moment (after_damage.battled: for the attacker, its attack target). An attacked face-down monster is
not yet flipped at the Start of the Damage Step (12-4-2) and shows no Attribute, Type or Level
(9-1-3): it fits only a description that asks none of them ("a Special Summoned monster").
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .after_damage import battled
from .described import described_fits
from .effect_specs import Described
from .model import SET, Card, MonsterEffect, State
from .schema_described import DESCRIBED_KEYS, Describe

# the monster it battles, attacking or attacked; the monster its attack targets (12-4-14)
EVENTS = ("damage_step_start_battles_monster", "damage_step_start_attacks_monster")


def read(problems: Problems, at: str, data: dict[str, Any], describe: Describe) -> Described | None:
    """`battles: {attribute, type, special_summoned, ...}`; None when the key is absent."""
    opened = v.opt_mapping(problems, data, "battles", at, DESCRIBED_KEYS)
    if opened is None:
        return None
    found, where = opened
    return Described(**describe(where, found))


def battles_fits(state: State, card: Card, effect: MonsterEffect,
                 event: tuple[str, int, str]) -> bool:
    """`event` answers the effect: the monster `card` battles is the one `battles` describes."""
    spec = effect.battles
    if spec is None or event[2] not in EVENTS:
        return True
    other = battled(state, state.battle, card)
    if other is None:
        return False
    if other.position == SET and spec != Described(special_summoned=spec.special_summoned):
        return False  # its Attribute, Type, Level are hidden while face-down (9-1-3)
    return described_fits(spec, other, state)
