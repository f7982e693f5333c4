"""Reading two additions to the format (docs/scenario-format.md) shared by Spells, Traps and
monster effects: `cost_cards` (cards of a description given up as the cost, 5-2-2) and
`options` ("Activate 1 of these effects;": the "●" choices, one chosen at activation)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import CostCards, EffectStep, Option, PickSpec, TargetSpec
from .schema_described import Describe
from .schema_steps import DESCRIBED_KEYS
from .summon_specs import SummonCondition

COST_KEYS: tuple[str, ...] = ("do", "count", "from", "what", "other", "face_up") + DESCRIBED_KEYS
COST_KEYS += ("pointed",)  # a monster the card points to (4-4-10)
COST_KEYS += ("or",)  # a card of either of two descriptions (5-2-20)
COST_KEYS += ("equipped",)  # an Equip Card equipped to the card itself (10-4-11)
COST_KEYS += ("position",)  # "1 Attack Position WATER monster": a monster in that position
COST_KEYS += ("main_deck",)  # "shuffle ... into the Main Deck" (5-2-21)
COST_KEYS += ("total_levels", "or_more")  # "whose total Levels equal 8 or more" (5-2-22)
COST_KEYS += ("other_name",)  # "with a different name" from the card itself (5-2-2)
COST_KEYS += ("opponents",)  # "by Tributing 1 monster they control" (8-4-13)
COST_KEYS += ("equip_card",)  # an Equip Card of its player's, equipped to any monster (10-4-11)
COST_KEYS += ("up_to", "any_number")  # a count chosen at activation (5-2-33)
# what each way of giving a card up takes it from: discarded from the hand (5-3-4), revealed
# in the hand or the Extra Deck, Tributed from the field or the hand (5-3-5), sent or banished
# from any of a few; shuffled into the Deck or placed on its top or bottom (5-3-14), returned
# from the field to the hand (5-3-11)
DOES = {"discard": ("hand",), "tribute": ("field", "hand"), "reveal": ("hand", "extra_deck"),
        "send": ("hand", "field", "deck", "graveyard", "extra_deck", "spell_trap_zone"),
        "banish": ("hand", "field", "graveyard", "deck", "extra_deck", "spell_trap_zone"),
        "shuffle": ("hand", "field", "graveyard"), "return": ("field",),
        "top": ("hand", "field", "graveyard"), "bottom": ("hand", "field", "graveyard")}
DEFAULT_FROM = {"discard": "hand", "tribute": "field", "reveal": "hand", "send": "hand",
                "banish": "graveyard", "shuffle": "graveyard", "return": "field",
                "top": "hand", "bottom": "hand"}
WHAT = ("monster", "spell", "trap", "spell_trap", "card")
MAX_OPTIONS = 6
OPTION_KEYS = ("target", "effect", "pay_lp", "cost_cards", "once_per_turn", "if",
               "detach")  # a monster's own Xyz Materials, its option's cost (4-4-3)

Steps = Callable[[str, Any], tuple[EffectStep, ...]]
Target = Callable[[str, dict[str, Any]], TargetSpec | None]
# an `if:` read as an effect's (schema_procedures.read_condition, passed in: it imports this)
ReadIf = Callable[[Problems, str, dict[str, Any], Describe], SummonCondition]


MAX_COST_PARTS = 4


def cost_cards(problems: Problems, path: str, data: dict[str, Any] | None,
               describe: Describe) -> tuple[CostCards, ...]:
    """`cost_cards`, its description read as a target's and a `fetch`'s (`describe`): one,
    or a list of parts each given up its own way ("banish 1 LIGHT and 1 DARK monster")."""
    raw = v.field(data, "cost_cards", None)
    at = key_path(path, "cost_cards")
    if raw is None:
        return ()
    if not isinstance(raw, list):
        one = cost_spec(problems, at, raw, describe)
        return (one,) if one is not None else ()
    parts = tuple(v.items(problems, at, raw, MAX_COST_PARTS,
                          lambda item_at, item: cost_spec(problems, item_at, item, describe)))
    if any(part.total_levels for part in parts):  # cards adding up: one part alone (5-2-22)
        problems.add(at, "input.ygo.total_levels_alone")
    if any(part.up_to or part.any_number for part in parts):  # a chosen count: alone (5-2-33)
        problems.add(at, "input.ygo.cost_counted_alone")
    return parts


def cost_spec(problems: Problems, at: str, raw: Any, describe: Describe) -> CostCards | None:
    """One description of cards given up, at `at` (a `cost_cards`, or a part of a summoning
    procedure's `cost`)."""
    spec = v.mapping(problems, at, raw, COST_KEYS, ("do",))
    do = v.choice(problems, key_path(at, "do"), v.field(spec, "do", None), tuple(DOES))
    if spec is None or do is None:
        return None
    zones = v.items(problems, key_path(at, "from"), v.field(spec, "from", [DEFAULT_FROM[do]]),
                    len(DOES[do]), lambda item_path, item: v.choice(problems, item_path, item,
                                                                    DOES[do]))
    what = v.choice(problems, key_path(at, "what"), v.field(spec, "what", "card"), WHAT)
    pick = PickSpec(what=what or "card", zones=tuple(dict.fromkeys(zones)),
                    alternative=_either(problems, at, spec, zones, describe),
                    **describe(at, spec))
    count = v.opt_int(problems, spec, "count", at, 1, 10, 1)
    return CostCards(do=do, count=count, pick=pick,
                     other=v.opt_bool(problems, spec, "other", at, False),
                     face_up=v.opt_bool(problems, spec, "face_up", at, False),
                     pointed=v.opt_bool(problems, spec, "pointed", at, False),
                     equipped=v.opt_bool(problems, spec, "equipped", at, False),
                     position=v.choice(problems, key_path(at, "position"),
                                       v.field(spec, "position", ""),
                                       ("", "attack", "defense")) or "",
                     main_deck=_main_deck(problems, at, spec, do),
                     total_levels=_total_levels(problems, at, spec),
                     or_more=v.opt_bool(problems, spec, "or_more", at, False),
                     other_name=v.opt_bool(problems, spec, "other_name", at, False),
                     opponents=_opponents(problems, at, spec, do, zones),
                     equip_card=v.opt_bool(problems, spec, "equip_card", at, False),
                     **counted(problems, at, spec))


def counted(problems: Problems, at: str, spec: dict[str, Any]) -> dict[str, bool]:
    """`up_to: true` (1 to `count` cards) or `any_number: true` (1 or more, no `count`):
    as many as the player chooses as they activate (5-2-33); never both, nor beside
    `total_levels`."""
    up_to = v.opt_bool(problems, spec, "up_to", at, False)
    any_number = v.opt_bool(problems, spec, "any_number", at, False)
    if up_to and any_number or any_number and "count" in spec \
            or (up_to or any_number) and "total_levels" in spec:
        problems.add(key_path(at, "any_number" if any_number else "up_to"),
                     "input.ygo.cost_counted_alone")
        return {}
    return {"up_to": up_to, "any_number": any_number}


def _opponents(problems: Problems, at: str, spec: dict[str, Any], do: str,
               zones: list[str]) -> bool:
    """`opponents: true`: monsters the opponent controls, Tributed from the field only (8-4-13)."""
    theirs = v.opt_bool(problems, spec, "opponents", at, False)
    if theirs and (do != "tribute" or zones != ["field"]):
        problems.add(key_path(at, "opponents"), "input.ygo.opponents_tribute_only")
        return False
    return theirs


def _total_levels(problems: Problems, at: str, spec: dict[str, Any]) -> int:
    """`total_levels: N`: as many cards as add up to N Levels (or more, `or_more`), never
    beside a `count` (5-2-22)."""
    total = v.opt_int(problems, spec, "total_levels", at, 1, 60, 0)
    if total and "count" in spec:
        problems.add(key_path(at, "total_levels"), "input.ygo.total_levels_alone")
        return 0
    return total


def _main_deck(problems: Problems, at: str, spec: dict[str, Any], do: str) -> bool:
    """`main_deck: true`: "shuffle ... into the Main Deck", a `shuffle` only (5-2-21)."""
    main = v.opt_bool(problems, spec, "main_deck", at, False)
    if main and do != "shuffle":
        problems.add(key_path(at, "main_deck"), "input.ygo.main_deck_shuffle_only")
        return False
    return main


def _either(problems: Problems, at: str, spec: dict[str, Any], zones: list[str],
            describe: Describe) -> PickSpec | None:
    """`or: {what, archetype, ...}`: "1 Dragon or WATER monster", a card of the other
    description from the same places (5-2-20)."""
    raw = v.field(spec, "or", None)
    where = key_path(at, "or")
    other = None if raw is None else v.mapping(problems, where, raw, ("what",) + DESCRIBED_KEYS)
    if other is None:
        return None
    what = v.choice(problems, key_path(where, "what"), v.field(other, "what", "card"), WHAT)
    return PickSpec(what=what or "card", zones=tuple(dict.fromkeys(zones)),
                    **describe(where, other))


def options(problems: Problems, path: str, data: dict[str, Any] | None, steps: Steps,
            target: Target, describe: Describe,
            read_if: ReadIf | None = None) -> tuple[Option, ...]:
    """`options: [{target: {...}, effect: [...], pay_lp: N, cost_cards: {...}, once_per_turn:
    true, if: {...}}, ...]`: each a choice of its own target, steps, cost, limit (5-2-6) and
    condition (5-2-4); the card's
    or effect's own `effect` is then empty or left out, and its own cost, if any, is the only
    one (an option's is refused)."""
    raw = v.field(data, "options", None)
    if raw is None:
        return ()
    at = key_path(path, "options")
    costly = any(v.field(data, key, None) for key in ("pay_lp", "cost_cards", "discard",
                                                      "tribute", "detach"))

    def one(item_path: str, item: Any) -> Option | None:
        option = v.mapping(problems, item_path, item, OPTION_KEYS, ("effect",))
        if option is None:
            return None
        if costly and any(key in option for key in ("pay_lp", "cost_cards", "detach")):
            problems.add(item_path, "input.ygo.option_cost_beside_cost")
        pay = v.field(option, "pay_lp", None)
        lp = "half" if pay == "half" else str(v.opt_int(problems, option, "pay_lp", item_path,
                                                          0, 10_000_000, 0) or "")
        return Option(steps=steps(key_path(item_path, "effect"), v.field(option, "effect")),
                      target=target(item_path, option), pay_lp=lp,
                      cost_cards=cost_cards(problems, item_path, option, describe),
                      detach=v.opt_int(problems, option, "detach", item_path, 1, 10, 0),
                      once_per_turn=v.opt_bool(problems, option, "once_per_turn", item_path,
                                               False),
                      condition=read_if(problems, item_path, option, describe)
                      if read_if is not None and "if" in option else None)

    found = tuple(v.items(problems, at, raw, MAX_OPTIONS, one))
    if v.opt_bool(problems, data, "apply_on_resolution", path, False):  # 5-2-31
        found = applied(problems, at, found)
    if len(found) == 1:
        problems.add(at, "input.ygo.one_option")
    if found and v.field(data, "effect", None):
        problems.add(key_path(path, "effect"), "input.ygo.effect_with_options")
    return found



def applied(problems: Problems, at: str, found: tuple[Option, ...]) -> tuple[Option, ...]:
    """`apply_on_resolution: true` beside `options` ("Apply 1 of these effects"): each option
    chosen as the effect resolves (5-2-31), so none targets nor has a cost, a condition or a
    limit of its own, all of which belong to the activation."""
    if any(o.target or o.pay_lp or o.cost_cards or o.detach or o.once_per_turn or o.condition
           for o in found):
        problems.add(at, "input.ygo.applied_option_chosen_early")
    return tuple(replace(option, on_resolution=True) for option in found)
