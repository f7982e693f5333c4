"""Reading a monster's card keys `original_atk_becomes: N` and `original_def_becomes: N`
(gemini_stats.py, 4-2-8): the original ATK or DEF its own text sets ("● The original ATK of this
card becomes 2100.", a Gemini monster's once Gemini Summoned, 8-1-9). Its `treated_as_tuner:
true` is a flag key, read with the others."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .model import Card
from .schema_step_base import MAX_STAT


def read_original_stats(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """Both values, -1 when absent (a wrong value is reported)."""
    card.original_atk_becomes = v.opt_int(problems, data, "original_atk_becomes", path, 0,
                                          MAX_STAT, -1)
    card.original_def_becomes = v.opt_int(problems, data, "original_def_becomes", path, 0,
                                          MAX_STAT, -1)
