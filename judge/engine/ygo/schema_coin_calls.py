"""Reading the format's called coin (coin_calls.py, 5-3-33) and the call an activation names:

    {call_coin: {right: [...], wrong: [...]}}

the steps done when the call matches the coin (`right`) and when it does not (`wrong`), one of
them at least. The activation names the call, `call: heads` or `call: tails`, beside the coin
as it fell, `coins: [tails]`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import EffectStep

CALLS = ("heads", "tails")
RESULTS = ("right", "wrong")
Steps = Callable[[str, Any], tuple[EffectStep, ...]]


def read_call_step(problems: Problems, at: str, arg: Any, steps: Steps) -> EffectStep | None:
    """A `call_coin` step, its `right` and `wrong` steps read by `steps` into one outcome each
    (`what`: the call's result)."""
    data = v.mapping(problems, at, arg, RESULTS, ())
    if data is None:
        return None
    if not any(result in data for result in RESULTS):
        problems.add(at, "input.ygo.one_result", keys=", ".join(RESULTS))
        return None
    outcomes = []
    for result in RESULTS:
        if result in data:
            done = steps(key_path(at, result), data[result])
            if not done:
                return None
            outcomes.append(EffectStep("outcome", what=result, steps=done))
    return EffectStep("call_coin", amount=1, steps=tuple(outcomes))


def read_call(problems: Problems, path: str, value: Any) -> str | None:
    """An activation's `call`: the face its player calls."""
    return v.choice(problems, path, value, CALLS)
