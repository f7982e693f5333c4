"""Reading counters in the format's additions (docs/scenario-format.md, 4-8): a card's
`counter: {name, max, atk, each_spell}` and `counters: N` on it now, the step
`{place_counters: {card, count, name, max}}`, the step `{remove_all_counters: {name}}` and an
effect's `remove_counters: N` cost."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .counter_specs import CounterCost, CounterSpec
from .model import Card, EffectStep
from .schema_described import Describe
from .schema_tallies import read_for_each

MAX_COUNTERS = 100
MAX_STAT = 1_000_000
MAX_NAME = 100
SPEC_KEYS: tuple[str, ...] = ("name", "max", "atk", "each_spell", "each_activation",
                             "each_summon")
SPEC_KEYS += ("each_attack",)  # each attack its controller's monsters declare (4-8-13)
SPEC_KEYS += ("each_normal_draw",)  # each normal draw of its controller (4-8-14)
SUMMON_KEYS = ("count", "player", "archetype", "normal")
EACH_KEYS = ("count", "what", "player", "archetype")


def counter_spec(problems: Problems, at: str, raw: Any) -> CounterSpec | None:
    data = v.mapping(problems, at, raw, SPEC_KEYS, ("name",))
    if data is None:
        return None
    name = v.opt_text(problems, data, "name", at, "", MAX_NAME)
    spec = CounterSpec(name=name or "", max=v.opt_int(problems, data, "max", at, 0,
                                                      MAX_COUNTERS, 0),
                       atk=v.opt_int(problems, data, "atk", at, -MAX_STAT, MAX_STAT, 0),
                       each_spell=v.opt_int(problems, data, "each_spell", at, 0, MAX_COUNTERS,
                                            0), **_each(problems, at, data),
                       **_each_summon(problems, at, data),
                       each_attack=v.opt_int(problems, data, "each_attack", at, 0, MAX_COUNTERS,
                                             0),
                       each_normal_draw=v.opt_int(problems, data, "each_normal_draw", at, 0,
                                                  MAX_COUNTERS, 0))
    return spec if name else None


def _each(problems: Problems, path: str, data: dict[str, Any]) -> dict[str, Any]:
    """`each_activation: {count, what, player, archetype}`: the activations whose resolution
    places counters on the card (4-8-5)."""
    opened = v.opt_mapping(problems, data, "each_activation", path, EACH_KEYS, ("count",))
    if opened is None:
        return {}
    each, at = opened
    return {"each_count": v.opt_int(problems, each, "count", at, 1, MAX_COUNTERS, 1),
            "each_what": v.choice(problems, key_path(at, "what"), each.get("what", ""),
                                  ("", "monster_effect", "spell")) or "",
            "each_player": v.choice(problems, key_path(at, "player"),
                                    each.get("player", "any"), ("any", "opponent")) or "any",
            "each_archetype": v.opt_text(problems, each, "archetype", at, "", MAX_NAME) or ""}


def _each_summon(problems: Problems, path: str, data: dict[str, Any]) -> dict[str, Any]:
    """`each_summon: {count, player, archetype, normal}`: the Summons that place counters on
    the card (4-8-10)."""
    opened = v.opt_mapping(problems, data, "each_summon", path, SUMMON_KEYS, ("count",))
    if opened is None:
        return {}
    each, at = opened
    return {"each_summon": v.opt_int(problems, each, "count", at, 1, MAX_COUNTERS, 1),
            "summon_player": v.choice(problems, key_path(at, "player"),
                                      each.get("player", "any"), ("any", "opponent")) or "any",
            "summon_archetype": v.opt_text(problems, each, "archetype", at, "", MAX_NAME) or "",
            "summon_normal": v.opt_bool(problems, each, "normal", at, False)}


def read_card_counters(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """The counters a card's text speaks of, and how many are on it (a face-up card on the
    field only; none elsewhere, 4-8-1)."""
    raw = v.field(data, "counter", None)
    if raw is not None:
        card.counter = counter_spec(problems, key_path(path, "counter"), raw)
    card.counters = v.opt_int(problems, data, "counters", path, 0, MAX_COUNTERS, 0)
    if card.counters and card.counter is None:
        problems.add(key_path(path, "counters"), "input.ygo.counters_without_kind")
    card.field_counters = read_counter_cost(problems, path, data)  # 4-8-9
    bound = card.counter.max if card.counter is not None else 0
    if bound and card.counters > bound:
        problems.add(key_path(path, "counters"), "input.ygo.counters_over_max", most=bound)


def read_place_step(problems: Problems, at: str, arg: Any,
                    target: Callable[[str, Any], str | None],
                    describe: Describe) -> EffectStep | None:
    """`{place_counters: {card, count, name, max, for_each}}`: `count` of them, or `count` for
    each card `for_each` counts as it resolves (4-8-12, 5-3-20)."""
    data = v.mapping(problems, at, arg, ("card", "count", "name", "max", "for_each"),
                     ("card", "name"))
    if data is None:
        return None
    card = target(key_path(at, "card"), v.field(data, "card", None))
    spec = counter_spec(problems, at, {key: data[key] for key in ("name", "max") if key in data})
    count = v.opt_int(problems, data, "count", at, 1, MAX_COUNTERS, 1)
    per = read_for_each(problems, at, data, describe)
    if "for_each" in data and per is None:  # wrong: its problem is added
        return None
    return EffectStep("place_counters", target=card, amount=count, counter=spec, per=per) \
        if card and spec else None


def read_remove_all_step(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """`{remove_all_counters: {name: NAME}}`: every counter of that kind on the field;
    `{remove_all_counters: {}}`: every counter of every kind (4-8-8)."""
    data = v.mapping(problems, at, arg, ("name",))
    if data is None:
        return None
    name = v.opt_text(problems, data, "name", at, "", MAX_NAME) or ""
    return EffectStep("remove_all_counters", counter=CounterSpec(name=name))


def read_counter_cost(problems: Problems, path: str, data: dict[str, Any]) -> CounterCost | None:
    """`field_counters: {count, name, anywhere}`: counters removed from the cards its player
    controls (or from any card on the field) as a cost (4-8-9)."""
    opened = v.opt_mapping(problems, data, "field_counters", path, ("count", "name", "anywhere"),
                           ("count", "name"))
    if opened is None:
        return None
    spec, at = opened
    name = v.opt_text(problems, spec, "name", at, "", MAX_NAME) or ""
    count = v.opt_int(problems, spec, "count", at, 1, MAX_COUNTERS, 1)
    anywhere = v.opt_bool(problems, spec, "anywhere", at, False)
    return CounterCost(count=count, name=name, anywhere=anywhere) if name else None


def read_place_each_step(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """`{place_counters_each: {count, name, player, on, named}}`: on each face-up card on the
    field (of its player's, `controller`, or the opponent's) that can hold that kind (4-8-6),
    or (`on: monsters`) on each face-up monster, or (`named`) on each face-up card of that
    name, whatever kind its text speaks of (4-8-1)."""
    data = v.mapping(problems, at, arg, ("count", "name", "player", "on", "named"), ("name",))
    if data is None:
        return None
    name = v.opt_text(problems, data, "name", at, "", MAX_NAME) or ""
    count = v.opt_int(problems, data, "count", at, 1, MAX_COUNTERS, 1)
    player = v.choice(problems, key_path(at, "player"), data.get("player", "any"),
                      ("any", "controller", "opponent")) or "any"
    on = v.choice(problems, key_path(at, "on"), data.get("on", "holders"),
                  ("holders", "monsters")) or "holders"
    named = v.opt_text(problems, data, "named", at, "", MAX_NAME) or ""
    if named and on != "holders":
        problems.add(key_path(at, "named"), "input.ygo.counters_named_monsters")
        return None
    return EffectStep("place_counters_each", amount=count, player=player, what=on,
                      each_named=named, counter=CounterSpec(name=name)) if name else None


def read_chosen_counters(problems: Problems, at: str, data: dict[str, Any],
                         does: str | None) -> tuple[EffectStep, ...] | None:
    """A `choose` step's `counters: {count, name}`, with `do: place_counters` only: the step
    done to the card chosen as the effect resolves (4-8-1, 5-3-22); () for another `do`, None
    when it is wrong (a problem is added)."""
    raw = v.field(data, "counters", None)
    if (raw is None) != (does != "place_counters"):
        problems.add(key_path(at, "counters"), "input.ygo.choose_counters")
        return None
    if raw is None:
        return ()
    where = key_path(at, "counters")
    found = v.mapping(problems, where, raw, ("count", "name"), ("name",))
    name = v.opt_text(problems, found, "name", where, "", MAX_NAME) if found else ""
    if found is None or not name:
        return None
    count = v.opt_int(problems, found, "count", where, 1, MAX_COUNTERS, 1)
    return (EffectStep("place_counters", target="chosen", amount=count,
                       counter=CounterSpec(name=name)),)
