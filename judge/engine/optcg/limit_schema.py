"""How a scenario writes a restriction step (limits.py): its keys, the words its `target`,
`duration` and `by` take, and the bounds a group or a player's plays may carry. Kept apart
from limits.py, which applies the restrictions, so that each stays a size one reads at once."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .kinds import Reader
from .specs import EffectStep, TargetFilter

LIMIT_STEPS = ("cannot_block", "cannot_attack", "cannot_be_rested", "stay_rested", "cannot_be_ko",
               "cannot_play", "cannot_life_to_hand", "cannot_set_don_active", "cannot_draw")
# the steps whose target may be a player (ONLY_PLAYER: only a player)
PLAYER_KINDS = ("cannot_block", "cannot_play", "cannot_life_to_hand", "cannot_set_don_active",
                "cannot_draw")
ONLY_PLAYER = ("cannot_life_to_hand", "cannot_set_don_active", "cannot_draw")
# `cannot_be_ko` `by`: what it does not let K.O. the card ("" anything)
KO_WAYS = ("battle", "effects", "opponents_effects")
LIMIT_DURATIONS = ("battle", "turn", "until_next_turn", "opponents_next_turn")
PLAYER_WORDS = ("opponent", "you")
GROUP_WORDS = ("opponents_characters", "your_characters")
BOUND_KEYS = ("power_max", "power_min", "cost_max", "cost_min")
BASE_KEYS = ("base_cost_max", "base_cost_min")  # the printed cost (CR 4-9-2, groups.py)
# "All of your Characters with 1000 base power or less cannot be K.O.'d" (OP10-070)
BASE_POWER_KEYS = ("base_power_max", "base_power_min")
CARD_KINDS = ("character", "stage", "event")
MAX_BOUND = 1_000_000


def read_limit_step(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    p = reader.problems
    keys = ("target", "duration", "rested", *BOUND_KEYS) + (
        ("by",) if kind == "cannot_be_ko" else ()) + (
        ("types", "by_effects", *BASE_KEYS) if kind == "cannot_play" else ()) + (
        BASE_POWER_KEYS if kind == "cannot_be_ko" else ())
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
    found: dict[str, Any] = {key: value for key, value in bounds.items() if value != -1}
    raw_rested = v.field(data, "rested", None)
    rested = None if raw_rested is None else v.boolean(p, key_path(at, "rested"), raw_rested)
    if target not in PLAYER_WORDS and kind in ONLY_PLAYER:
        p.add(key_path(at, "target"), f"{kind} is for a player")
    if target in PLAYER_WORDS and kind not in PLAYER_KINDS:
        p.add(key_path(at, "target"), "a player is a target of cannot_block and cannot_play only")
    found.update(_kinds_and_base(p, at, data))
    if (found or rested is not None) and target not in PLAYER_WORDS + GROUP_WORDS:
        # a chosen card is checked by the effect's `target:` filter instead
        p.add(key_path(at, "target"), "bounds need a player or a group of Characters")
    extra = tuple((key, found[key]) for key in BASE_KEYS + BASE_POWER_KEYS if key in found)
    filter_ = TargetFilter(rested=rested, power_max=found.get("power_max"),
                           power_min=found.get("power_min"), cost_max=found.get("cost_max"),
                           cost_min=found.get("cost_min"), types=found.get("types", ()),
                           extra=extra) \
        if found or rested is not None else None
    by = v.field(data, "by", None)
    how = (v.choice(p, key_path(at, "by"), by, KO_WAYS) or "") if by is not None else ""
    if v.opt_bool(p, data, "by_effects", at, False):
        how = "effects"  # `cannot_play`: plays by an effect are forbidden too
    return None if target is None else EffectStep(kind, target=target, duration=duration,
                                                  bounds=filter_, word=how)


def _kinds_and_base(p: Problems, at: str, data: dict[str, Any]) -> dict[str, Any]:
    """`types` and printed-cost bounds of a `cannot_play` ("Character cards with a base cost
    of 5 or more"), base-power bounds of a `cannot_be_ko` group."""
    found: dict[str, Any] = {}
    for key in BASE_KEYS + BASE_POWER_KEYS:
        if key in data:
            value = v.integer(p, key_path(at, key), data[key], 0, MAX_BOUND)
            if value is not None:
                found[key] = value
    if "types" in data:
        items = v.sequence(p, key_path(at, "types"), data["types"], len(CARD_KINDS)) or []
        kinds = tuple(k for i, k in enumerate(items)
                      if v.choice(p, v.index_path(key_path(at, "types"), i), k, CARD_KINDS))
        if kinds:
            found["types"] = kinds
    return found
