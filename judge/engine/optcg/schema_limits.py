"""Reading the restriction steps of limits.py from a scenario:
`{cannot_block: {target: opponent, duration: battle, power_max: 2000}}`."""
from __future__ import annotations

from typing import Any, Protocol

from ..core import validate as v
from ..core.validate import Problems, key_path
from .limits import GROUP_WORDS, KO_WAYS, LIMIT_DURATIONS, LIMIT_STEPS, PLAYER_WORDS
from .model import Effect, EffectStep, TargetFilter

BOUND_KEYS = ("power_max", "power_min", "cost_max", "cost_min")
MAX_BOUND = 1_000_000
MAX_OPTIONS = 5

__all__ = ["LIMIT_STEPS", "read_limit_step", "read_options"]


class Reader(Protocol):
    problems: Problems

    def target(self, path: str, raw: Any) -> str | None: ...


def read_limit_step(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    p = reader.problems
    keys = ("target", "duration", "rested", *BOUND_KEYS) + (
        ("by",) if kind == "cannot_be_ko" else ())
    needed = ("target",) if kind == "stay_rested" else ("target", "duration")
    data = v.mapping(p, at, arg, keys if kind != "stay_rested" else
                     tuple(k for k in keys if k != "duration"), needed)
    if data is None:
        return None
    raw = v.field(data, "target", None)
    target = raw if raw in PLAYER_WORDS + GROUP_WORDS else \
        reader.target(key_path(at, "target"), raw)
    duration = "turn"
    if kind != "stay_rested":
        duration = v.choice(p, key_path(at, "duration"), v.field(data, "duration", "turn"),
                            LIMIT_DURATIONS) or "turn"
    bounds = {key: v.opt_int(p, data, key, at, 0, MAX_BOUND, -1) for key in BOUND_KEYS}
    found = {key: value for key, value in bounds.items() if value != -1}
    raw_rested = v.field(data, "rested", None)
    rested = None if raw_rested is None else v.boolean(p, key_path(at, "rested"), raw_rested)
    if target in PLAYER_WORDS and kind != "cannot_block":
        p.add(key_path(at, "target"), "a player is a target of cannot_block only")
    if (found or rested is not None) and target not in PLAYER_WORDS + GROUP_WORDS:
        # a chosen card is checked by the effect's `target:` filter instead
        p.add(key_path(at, "target"), "bounds need a player or a group of Characters")
    filter_ = TargetFilter(rested=rested, power_max=found.get("power_max"),
                           power_min=found.get("power_min"), cost_max=found.get("cost_max"),
                           cost_min=found.get("cost_min")) \
        if found or rested is not None else None
    by = v.field(data, "by", None)
    how = (v.choice(p, key_path(at, "by"), by, KO_WAYS) or "") if by is not None else ""
    return None if target is None else EffectStep(kind, target=target, duration=duration,
                                                  bounds=filter_, word=how)


class EffectReader(Protocol):
    problems: Problems

    def effect(self, path: str, raw: Any) -> Effect | None: ...


def read_options(reader: EffectReader, path: str, raw: Any) -> tuple[Effect, ...]:
    """`options:` of a "Choose one:" effect: two or more effects, one of which the action names
    (`option: N`, from 1)."""
    if raw is None:
        return ()
    items = v.sequence(reader.problems, path, raw, MAX_OPTIONS) or []
    if len(items) < 2:
        reader.problems.add(path, "options need two or more effects")
    found = (reader.effect(v.index_path(path, i), item) for i, item in enumerate(items))
    return tuple(effect for effect in found if effect is not None)
