"""Reading `{choose: {do, player, what, other, face, optional, ...words}}` (docs/scenario-
format.md): a card on the field an effect acts on without targeting it, chosen as the effect
resolves (chosen_cards.py, 5-3-22). Its `player`, `what`, `position`, `other`, `face` and
description are those of a `destroy_all` step (schema_mass.py); `do` is what is done to it;
`do: place_counters` with `counters: {count, name}` places them on it (4-8-1); `do:
take_control` with `until`, `do: change_position` with `to` (chosen_ways.py)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from . import chosen_ways
from .chosen_cards import DOES
from .effect_specs import EffectStep
from .schema_counters import read_chosen_counters

Narrow = Callable[[str, Any, str], EffectStep | None]  # StepReader._destroy_all


def read_choose_step(problems: Problems, at: str, arg: Any, narrow: Narrow
                     ) -> EffectStep | None:
    if not isinstance(arg, dict):
        problems.add(at, "input.not_mapping")
        return None
    data: dict[str, Any] = arg
    if "do" not in data:
        problems.add(key_path(at, "do"), "input.required")
        return None
    does = v.choice(problems, key_path(at, "do"), data["do"], tuple(DOES))
    optional = v.opt_bool(problems, data, "optional", at, False)  # "then you can destroy ..."
    count = v.opt_int(problems, data, "count", at, 1, 5, 1)  # "Destroy 2 monsters ..."
    rest = {key: value for key, value in data.items() if key not in ("do", "optional",
                                                                      "count", "counters")}
    rest = chosen_ways.rest(rest, does)  # `until`, `to` of the `do`s read there (3-10, 9-2-7)
    step = narrow(at, rest, "choose")
    placed = read_chosen_counters(problems, at, data, does)  # 4-8-1
    way = chosen_ways.read_way(problems, at, data, does)  # take control, change position
    placed = placed + way if placed is not None and way is not None else None
    if step is None or does is None or placed is None:
        return None
    return replace(step, to=does, optional=optional, amount=count, steps=placed)
