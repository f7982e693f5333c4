"""Reading `{effect_lock: {except: DESCRIPTION}}` (docs/scenario-format.md, effect_bans.py):
for the rest of the turn the effect's player activates the effects only of monsters of that
description ("also you cannot activate monster effects for the rest of this turn, except WIND
monsters", 5-2-28)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import EffectStep, PickSpec
from .schema_described import DESCRIBED_KEYS, Describe

StepsReader = Callable[[str, Any], tuple[EffectStep, ...]]


def read_effect_lock(problems: Problems, at: str, arg: Any,
                     described: Describe) -> EffectStep | None:
    """The step; its `except` is required: no card seen forbids every monster's effect;
    `cards: true`: cards and effects of every kind are restricted, not only monster effects
    (5-2-30)."""
    data = v.mapping(problems, at, arg, ("except", "cards"), ("except",))
    if data is None:
        return None
    where = key_path(at, "except")
    allowed = v.mapping(problems, where, v.field(data, "except", None), DESCRIBED_KEYS)
    cards = v.field(data, "cards", False)
    if not isinstance(cards, bool):
        problems.add(key_path(at, "cards"), "input.not_choice", choices="true")
        return None
    if allowed is None:
        return None
    return EffectStep("effect_lock", pick=PickSpec(what="card" if cards else "monster", zones=(),
                                                   **described(where, allowed)))


def read_no_attack_rest(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """`{no_attack_rest: true}`: the monster of the effect cannot attack for the rest of the
    turn (5-2-29); nothing else is written there."""
    if arg is not True:
        problems.add(at, "input.not_choice", choices="true")
        return None
    return EffectStep("no_attack_rest")


def read_effect_lock_turn(at: str, data: dict[str, Any], steps: StepsReader,
                          lock: EffectStep | None) -> EffectStep | None:
    """A monster effect's `effect_lock_turn: {except: DESCRIPTION}`, read as the
    `effect_lock` step it sets, wrapped around the turn's other restrictions (5-2-30)."""
    raw = v.field(data, "effect_lock_turn", None)
    if raw is None:
        return lock
    read = steps(key_path(at, "effect_lock_turn"), [{"effect_lock": raw}])
    if not read:
        return lock
    return EffectStep("effect_lock_turn", pick=read[0].pick,
                      steps=() if lock is None else (lock,))
