"""Reading counters in the format's additions (docs/scenario-format.md, 4-8): a card's
`counter: {name, max, atk, each_spell}` and `counters: N` on it now, the step
`{place_counters: {card, count, name, max}}` and an effect's `remove_counters: N` cost."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import CounterSpec
from .model import Card, EffectStep

MAX_COUNTERS = 100
MAX_STAT = 1_000_000
MAX_NAME = 100
SPEC_KEYS = ("name", "max", "atk", "each_spell")


def counter_spec(problems: Problems, at: str, raw: Any) -> CounterSpec | None:
    data = v.mapping(problems, at, raw, SPEC_KEYS, ("name",))
    if data is None:
        return None
    name = v.opt_text(problems, data, "name", at, "", MAX_NAME)
    spec = CounterSpec(name=name or "", max=v.opt_int(problems, data, "max", at, 0,
                                                      MAX_COUNTERS, 0),
                       atk=v.opt_int(problems, data, "atk", at, -MAX_STAT, MAX_STAT, 0),
                       each_spell=v.opt_int(problems, data, "each_spell", at, 0, MAX_COUNTERS,
                                            0))
    return spec if name else None


def read_card_counters(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """The counters a card's text speaks of, and how many are on it (a face-up card on the
    field only; none elsewhere, 4-8-1)."""
    raw = v.field(data, "counter", None)
    if raw is not None:
        card.counter = counter_spec(problems, key_path(path, "counter"), raw)
    card.counters = v.opt_int(problems, data, "counters", path, 0, MAX_COUNTERS, 0)
    if card.counters and card.counter is None:
        problems.add(key_path(path, "counters"), "input.ygo.counters_without_kind")
    bound = card.counter.max if card.counter is not None else 0
    if bound and card.counters > bound:
        problems.add(key_path(path, "counters"), "input.ygo.counters_over_max", most=bound)


def read_place_step(problems: Problems, at: str, arg: Any,
                    target: Callable[[str, Any], str | None]) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("card", "count", "name", "max"), ("card", "name"))
    if data is None:
        return None
    card = target(key_path(at, "card"), v.field(data, "card", None))
    spec = counter_spec(problems, at, {key: data[key] for key in ("name", "max") if key in data})
    count = v.opt_int(problems, data, "count", at, 1, MAX_COUNTERS, 1)
    return EffectStep("place_counters", target=card, amount=count, counter=spec) \
        if card and spec else None
