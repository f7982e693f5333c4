"""Reading a card key `synchro_link_tuner: N` (link_tuners.py, 8-5-14): for this Synchro
Monster's Synchro Summon, one Link-N monster its player controls may count as a Level N Tuner."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .model import Card

MAX_RATING = 6  # the highest Link Rating a Link Monster has (4-2-4)


def read_synchro_link_tuner(problems: Problems, path: str, data: dict[str, Any],
                            card: Card) -> None:
    """`synchro_link_tuner`, 0 when absent (a wrong value is reported)."""
    card.synchro_link_tuner = v.opt_int(problems, data, "synchro_link_tuner", path, 1,
                                        MAX_RATING, 0)
