"""Reading a Synchro or Xyz Monster's `summon_materials: {min, max, level}` (an addition to the
format, docs/scenario-format.md): what its first line asks of the materials of its Summon
(8-5-3, 8-5-4), checked by extra_summon.py."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import MONSTER, Card

MAX_MATERIALS = 10
MAX_LEVEL = 13


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
