"""Reading the format's coin and die steps (chance.py, 5-3-23) and the results an activation
names for them:

    {toss_coin: {times: 3, outcomes: [{heads: 3, steps: [...]}, {heads_min: 2, steps: [...]}]}}
    {roll_die: {outcomes: [{faces: [2, 3, 4], steps: [...]}, {faces: [5], steps: [...]}]}}

`heads` (or `tails`) is an exact count of the coins' results, `heads_min` a least one; `faces`
the results of one die an outcome answers. `{toss_coin: {kept: true}}`, alone: one coin whose
result the card keeps (coin_keep.py, 5-3-30). The activation: `coins: [heads, tails, heads]` or
`dice: [4]`, as many as the effect tosses or rolls.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import EffectStep

CHANCE_STEPS = ("toss_coin", "roll_die")
MAX_COINS = 10  # no printed card tosses more at once
MAX_OUTCOMES = 6
COIN_KEYS = ("heads", "tails", "heads_min")
Steps = Callable[[str, Any], tuple[EffectStep, ...]]


def read_chance_step(problems: Problems, kind: str, at: str, arg: Any,
                     steps: Steps) -> EffectStep | None:
    """A `toss_coin` or `roll_die` step; `steps` reads an outcome's nested steps."""
    coin = kind == "toss_coin"
    data = v.mapping(problems, at, arg, ("times", "outcomes", "kept") if coin
                     else ("times", "outcomes"), ())
    if data is None:
        return None
    if coin and v.opt_bool(problems, data, "kept", at, False):  # 5-3-30
        if "times" in data or "outcomes" in data:
            problems.add(at, "input.ygo.kept_alone")
        return EffectStep(kind, amount=1, what="kept")
    if "outcomes" not in data:
        problems.add(key_path(at, "outcomes"), "input.required")
        return None
    times = v.integer(problems, key_path(at, "times"), v.field(data, "times", 1), 1,
                      MAX_COINS if coin else 1)  # one die: its outcomes name one face
    where, raw = key_path(at, "outcomes"), v.field(data, "outcomes", None)
    if raw == []:
        problems.add(where, "input.empty")
    outcomes = v.items(problems, where, raw, MAX_OUTCOMES,
                       lambda path, item: _outcome(problems, path, item, coin, times or 1,
                                                   steps))
    if times is None or not outcomes:
        return None
    return EffectStep(kind, amount=times, steps=tuple(outcomes))


def _outcome(problems: Problems, at: str, raw: Any, coin: bool, times: int,
             steps: Steps) -> EffectStep | None:
    keys = COIN_KEYS if coin else ("faces",)
    data = v.mapping(problems, at, raw, (*keys, "steps"), ("steps",))
    if data is None:
        return None
    given = [key for key in keys if key in data]
    if len(given) != 1:
        problems.add(at, "input.ygo.one_result", keys=", ".join(keys))
        return None
    key = given[0]
    path = key_path(at, key)
    done = steps(key_path(at, "steps"), v.field(data, "steps", None))
    if key == "faces":
        faces = v.items(problems, path, data[key], 6,
                        lambda item_path, item: v.integer(problems, item_path, item, 1, 6))
        return EffectStep("outcome", what="faces", limits=tuple(str(face) for face in faces),
                          steps=done) if faces and done else None
    count = v.integer(problems, path, data[key], 0, times)
    if count is None or not done:
        return None
    heads = times - count if key == "tails" else count
    return EffectStep("outcome", what="heads_min" if key == "heads_min" else "heads",
                      amount=heads, steps=done)


def chance_results(problems: Problems, path: str, key: str, value: Any) -> list[str] | None:
    """An activation's `coins` (heads or tails) or `dice` (1 to 6), as they fell."""
    if key == "coins":
        return v.items(problems, path, value, MAX_COINS,
                       lambda at, item: v.choice(problems, at, item, ("heads", "tails")))
    found = v.items(problems, path, value, MAX_COINS,
                    lambda at, item: v.integer(problems, at, item, 1, 6))
    return [str(face) for face in found]
