"""Reading a Synchro or Xyz Monster's `summon_materials: {min, max, level}` (an addition to the
format, docs/scenario-format.md): what its first line asks of the materials of its Summon
(8-5-3, 8-5-4), checked by extra_summon.py; and a Spell's or Trap's `summon: {player, how,
atk_min, atk_max, count, ...}`: the Summon its condition names (summon_window.py, 10-3-4,
8-1-5)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import MONSTER, Card, SummonSpec
from .schema_steps import DESCRIBED_KEYS

MAX_MATERIALS = 10
MAX_LEVEL = 13
SUMMON_KEYS = ("player", "how", "count") + DESCRIBED_KEYS
SUMMON_PLAYER = ("controller", "opponent", "any")
SUMMON_HOW = ("normal", "flip", "special")


def read_summon_materials(problems: Problems, path: str, data: dict[str, Any],
                          card: Card) -> None:
    raw = v.field(data, "summon_materials", None)
    if raw is None:
        return
    at = key_path(path, "summon_materials")
    if card.kind != MONSTER:
        problems.add(at, "input.ygo.only_monsters")
        return
    rule = v.mapping(problems, at, raw, ("min", "max", "level"))
    if rule is None:
        return
    card.material_min = v.opt_int(problems, rule, "min", at, 1, MAX_MATERIALS, 0)
    card.material_max = v.opt_int(problems, rule, "max", at, 1, MAX_MATERIALS, 0)
    card.material_level = v.opt_int(problems, rule, "level", at, 1, MAX_LEVEL, 0)
    if card.material_max and card.material_max < card.material_min:
        problems.add(key_path(at, "max"), "input.ygo.materials_max_below_min")


def read_summon_spec(problems: Problems, path: str, data: dict[str, Any], card: Card,
                     described: Callable[[str, dict[str, Any]], dict[str, Any]]) -> None:
    """`summon:` of a Spell or Trap whose condition names a Summon (`when: summoned`, or
    `summon` among its `negates`); `described` reads the words a target's description has."""
    raw = v.field(data, "summon", None)
    if raw is None:
        return
    at = key_path(path, "summon")
    if card.kind == MONSTER:
        problems.add(at, "input.ygo.only_spells_traps")
        return
    if card.when != "summoned" and "summon" not in card.negates:
        problems.add(at, "input.ygo.summon_without_condition")
    card.summon = summon_spec(problems, at, raw, described)


def summon_spec(problems: Problems, at: str, raw: Any,
                described: Callable[[str, dict[str, Any]], dict[str, Any]]) -> SummonSpec | None:
    """The Summon a card's or a monster effect's condition names, at `at`."""
    spec = v.mapping(problems, at, raw, SUMMON_KEYS)
    if spec is None:
        return None
    how = v.field(spec, "how", list(SUMMON_HOW))
    kinds = v.items(problems, key_path(at, "how"), how, len(SUMMON_HOW),
                    lambda item_path, item: v.choice(problems, item_path, item, SUMMON_HOW))
    player = v.field(spec, "player", "any")
    return SummonSpec(
        player=v.choice(problems, key_path(at, "player"), player, SUMMON_PLAYER) or "any",
        how=tuple(dict.fromkeys(kinds)) or SUMMON_HOW,
        count=v.opt_int(problems, spec, "count", at, 1, MAX_MATERIALS, 0),
        **described(at, spec))
