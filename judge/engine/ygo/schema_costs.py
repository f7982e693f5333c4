"""Reading two additions to the format (docs/scenario-format.md) shared by Spells, Traps and
monster effects: `cost_cards` (cards of a description given up as the cost, 5-2-2) and
`options` ("Activate 1 of these effects;": the "●" choices, one chosen at activation)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import CostCards, EffectStep, Option, PickSpec, TargetSpec

ATTRIBUTES = ("DARK", "DIVINE", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
COST_KEYS = ("do", "count", "from", "what", "names", "archetype", "type", "attribute", "level",
             "level_min", "level_max", "except", "other", "face_up")
# what each way of giving a card up takes it from: discarded and revealed from the hand
# (5-3-4), Tributed from the field or the hand (5-3-5), sent or banished from any of a few
DOES = {"discard": ("hand",), "tribute": ("field", "hand"), "reveal": ("hand",),
        "send": ("hand", "field", "deck", "graveyard"), "banish": ("hand", "field", "graveyard")}
DEFAULT_FROM = {"discard": "hand", "tribute": "field", "reveal": "hand", "send": "hand",
                "banish": "graveyard"}
WHAT = ("monster", "spell", "trap", "spell_trap", "card")
MAX_OPTIONS = 6
MAX_NAMES = 10
MAX_TEXT = 100

Steps = Callable[[str, Any], tuple[EffectStep, ...]]
Target = Callable[[str, dict[str, Any]], TargetSpec | None]


def cost_cards(problems: Problems, path: str, data: dict[str, Any] | None
               ) -> CostCards | None:
    raw = v.field(data, "cost_cards", None)
    if raw is None:
        return None
    at = key_path(path, "cost_cards")
    spec = v.mapping(problems, at, raw, COST_KEYS, ("do",))
    do = v.choice(problems, key_path(at, "do"), v.field(spec, "do", None), tuple(DOES))
    if spec is None or do is None:
        return None
    zones = v.items(problems, key_path(at, "from"), v.field(spec, "from", [DEFAULT_FROM[do]]),
                    len(DOES[do]), lambda item_path, item: v.choice(problems, item_path, item,
                                                                    DOES[do]))
    what = v.choice(problems, key_path(at, "what"), v.field(spec, "what", "card"), WHAT)
    attribute = v.field(spec, "attribute", None)
    pick = PickSpec(
        what=what or "card", zones=tuple(dict.fromkeys(zones)),
        names=_texts(problems, at, spec, "names"),
        archetype=v.opt_text(problems, spec, "archetype", at, "") or "",
        monster_types=_one(v.opt_text(problems, spec, "type", at, "")),
        attributes=() if attribute is None else _one(v.choice(
            problems, key_path(at, "attribute"), attribute, ATTRIBUTES)),
        excluded=_texts(problems, at, spec, "except"),
        **{key: v.opt_int(problems, spec, key, at, 1, 13, 0)
           for key in ("level", "level_min", "level_max")})
    count = v.opt_int(problems, spec, "count", at, 1, 10, 1)
    return CostCards(do=do, count=count, pick=pick,
                     other=v.opt_bool(problems, spec, "other", at, False),
                     face_up=v.opt_bool(problems, spec, "face_up", at, False))


def _one(word: str | None) -> tuple[str, ...]:
    """A description's one Type or Attribute as the tuple model.Described keeps."""
    return (word,) if word else ()


def _texts(problems: Problems, at: str, spec: dict[str, Any], key: str) -> tuple[str, ...]:
    raw = v.field(spec, key, None)
    if raw is None:
        return ()
    return tuple(v.items(problems, key_path(at, key), raw, MAX_NAMES,
                         lambda item_path, item: v.text(problems, item_path, item, MAX_TEXT)))


def options(problems: Problems, path: str, data: dict[str, Any] | None, steps: Steps,
            target: Target) -> tuple[Option, ...]:
    """`options: [{target: {...}, effect: [...]}, ...]`: each a choice of its own target and
    steps; the card's or effect's own `effect` is then empty or left out."""
    raw = v.field(data, "options", None)
    if raw is None:
        return ()
    at = key_path(path, "options")

    def one(item_path: str, item: Any) -> Option | None:
        option = v.mapping(problems, item_path, item, ("target", "effect"), ("effect",))
        if option is None:
            return None
        return Option(steps=steps(key_path(item_path, "effect"), v.field(option, "effect")),
                      target=target(item_path, option))

    found = tuple(v.items(problems, at, raw, MAX_OPTIONS, one))
    if len(found) == 1:
        problems.add(at, "input.ygo.one_option")
    if found and v.field(data, "effect", None):
        problems.add(key_path(path, "effect"), "input.ygo.effect_with_options")
    return found
