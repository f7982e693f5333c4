"""Reading the card keys of Levels raised by other cards' Continuous Effects (lasting_levels.py,
5-1-17): a Field Spell's `level_boost: {archetype, by, phases}` ("Increase the Levels of all
"F.A." monsters on the field by 2 during the Main Phase and Battle Phase."); a monster's
`as_equip: {level}` is read with the rest of `as_equip` (schema_equipped.py)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

PHASES = ("main", "battle")  # the Main Phases (both) and the Battle Phase
MAX_LEVEL = 12
MAX_NAME = 100


def read_level_boost(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`level_boost: {archetype: "F.A.", by: 2, phases: [main, battle]}`: all three
    required, `phases` one or both words."""
    opened = v.opt_mapping(problems, data, "level_boost", path,
                           ("archetype", "by", "phases"), ("archetype", "by", "phases"))
    if opened is None:
        return
    spec, at = opened
    archetype = v.opt_text(problems, spec, "archetype", at, None, MAX_NAME)
    by = v.opt_int(problems, spec, "by", at, 1, MAX_LEVEL, 0)
    phases = v.items(problems, key_path(at, "phases"), v.field(spec, "phases", []), len(PHASES),
                     lambda item_at, item: v.choice(problems, item_at, item, PHASES))
    if archetype and by and phases:
        card.level_boost = (archetype, by, tuple(dict.fromkeys(phases)))
