"""An Ignition Effect that is a Quick Effect under a condition: "This is a Quick Effect if your
opponent controls a monster." (`effects[].quick_if`, 5-1-11). What holds as it is activated
decides: while it holds the effect is activated as a Quick Effect (Spell Speed 2, in either
player's turn, in response too); otherwise as the Ignition Effect it is."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.validate import Problems, key_path
from . import rules as cr
from .model import Card, MonsterEffect, State
from .schema_described import Describe
from .schema_procedures import read_condition
from .summon_conditions import condition_holds
from .summon_specs import SummonCondition


def read(problems: Problems, at: str, data: dict[str, Any],
         describe: Describe) -> SummonCondition | None:
    """`quick_if: {...}` (the keys of an `if`), only on an Ignition Effect (5-1-11)."""
    if "quick_if" not in data:
        return None
    if data.get("type") != "ignition":
        problems.add(key_path(at, "quick_if"), "input.ygo.quick_if_ignition")
    return read_condition(problems, at, data, describe, key="quick_if")


def now(state: State, card: Card, effect: MonsterEffect) -> MonsterEffect:
    """The effect as it would be activated now: a Quick Effect while its `quick_if` holds."""
    if effect.type != "ignition" or effect.quick_if is None \
            or not condition_holds(state, card, effect.quick_if):
        return effect
    return replace(effect, type="quick")


def activation_rules(effect: MonsterEffect) -> list[str]:
    """Cited as such an effect is activated as a Quick Effect."""
    return [cr.QUICK_IF] if effect.quick_if is not None and effect.type == "quick" else []
