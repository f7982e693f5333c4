"""Reading a `condition:` ("if..." clause, conditions.py) from a scenario, with every problem
at its path. Values become hashable (lists -> tuples, mappings -> pairs): effects are frozen."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from . import characters, conditions, that_card
from .decks.top import read_top_card

MAX_ID = 100
MAX_COUNT = 100
MAX_POWER = 1_000_000
MAX_NAMES = 10
FLAGS = ("leader_multicolored", "leader_rested", "opponent_leader_rested", "all_don_rested",
         "self_played_this_turn", "self_rested", "second_turn_or_later")
TEXTS = ("leader_name", "leader_trait_includes", "leader_attribute",
         "opponent_leader_attribute")
LISTS = ("has_names", "lacks_names", "trash_names")
CHOICES = {"turn": ("you", "opponent"), "life_vs_opponent": ("fewer", "at_most"),
           "don_vs_opponent": ("fewer", "at_most")}
Pairs = tuple[tuple[str, Any], ...]
# keys that read a card's power or cost (power.py), which a permanent effect may change
POWER_KEYS = ("self_power_min", "leader_power_max", "power_min", "power_max")
COST_KEYS = ("cost_min", "cost_max")


def read_condition(problems: Problems, path: str, raw: Any, static: str = "") -> Pairs:
    """`static` ("power" or "cost"): the "If..." of a permanent effect that changes that, so
    checked while one is worked out: it may not read a power (nor a cost, for "cost"), or
    working one out would never end (statics.in_force)."""
    if raw is None:
        return ()
    barred = {"power": POWER_KEYS, "cost": POWER_KEYS + COST_KEYS}.get(static, ())
    keys = tuple(k for k in conditions.KEYS if k not in barred)
    data = v.mapping(problems, path, raw, keys)
    out: list[tuple[str, Any]] = []
    for key in keys:
        if data is None or key not in data:
            continue
        value = _value(problems, key_path(path, key), key, data[key], barred)
        if value is not None:
            out.append((key, value))
    return tuple(out)


def _value(problems: Problems, at: str, key: str, raw: Any, barred: tuple[str, ...]) -> Any:
    if key in CHOICES:
        return v.choice(problems, at, raw, CHOICES[key])
    if key in FLAGS:
        return v.boolean(problems, at, raw)
    if key in TEXTS or (key == "leader_trait" and not isinstance(raw, list)):
        return v.text(problems, at, raw, MAX_ID)
    if key in LISTS or key == "leader_trait":
        return _texts(problems, at, raw)
    if key == "any_of":
        return _any_of(problems, at, raw, barred)
    if key in ("characters", "of"):  # `of`: the card that sets an auto effect off
        return _characters(problems, at, raw, barred)
    if key == "top_card":
        return read_top_card(problems, at, raw)
    if key in (that_card.KEY, that_card.BATTLE_KEY):
        return that_card.read(problems, at, raw)
    limit = MAX_POWER if key in ("self_power_min", "leader_power_max") else MAX_COUNT
    return v.integer(problems, at, raw, 0, limit)


def _texts(problems: Problems, at: str, raw: Any) -> tuple[str, ...] | None:
    items = v.sequence(problems, at, raw, MAX_NAMES)
    if not items:
        if items is not None:
            problems.add(at, "input.empty")
        return None
    found = [v.text(problems, v.index_path(at, i), item, MAX_ID) for i, item in enumerate(items)]
    texts = tuple(text for text in found if text)
    return texts if len(texts) == len(found) else None


def _characters(problems: Problems, at: str, raw: Any, barred: tuple[str, ...]) -> Pairs | None:
    keys = tuple(k for k in characters.KEYS if k not in barred)
    data = v.mapping(problems, at, raw, keys)
    if data is None:
        return None
    out: list[tuple[str, Any]] = []
    for key in keys:
        if key not in data:
            continue
        item = key_path(at, key)
        value: Any
        if key == "owner":
            value = v.choice(problems, item, data[key], ("you", "opponent", "any"))
        elif key in ("rested", "not_self", "has_trigger"):
            value = v.boolean(problems, item, data[key])
        elif key in ("traits", "names", "not_names", "not_traits", "not_traits_including",
                     "traits_including"):
            value = _texts(problems, item, data[key])
        else:
            limit = MAX_POWER if "power" in key else MAX_COUNT
            value = v.integer(problems, item, data[key], 0, limit)
        if value is not None:
            out.append((key, value))
    return tuple(out)


def _any_of(problems: Problems, at: str, raw: Any, barred: tuple[str, ...]) -> Any:
    """`any_of: [{...}, {...}]`: conditions of which one must hold ("If A or B")."""
    items = v.sequence(problems, at, raw, MAX_NAMES)
    if not items:
        if items is not None:
            problems.add(at, "input.empty")
        return None
    static = "cost" if "cost_min" in barred else "power" if barred else ""
    found = [read_condition(problems, v.index_path(at, i), item, static)
             for i, item in enumerate(items)]
    return tuple(found) if all(found) else None
