"""Reading the `treated_summon` step (an addition to the format, docs/scenario-format.md):
`{treated_summon: {as: fusion|synchro|xyz, names, archetype, type, attribute, level,
level_min, level_max, rank, rank_min, rank_max, except}}`, a Special Summon from the Extra
Deck that the text treats as a Fusion, Synchro or Xyz Summon, no material used
(treated_summon.py, 8-5-16)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import TreatedSummon
from .model import EffectStep
from .schema_described import Describe

MAX_RANK = 13
WORDS = ("names", "archetype", "type", "attribute", "level", "level_min", "level_max", "except")
RANKS = ("rank", "rank_min", "rank_max")
KEYS = ("as",) + WORDS + RANKS
KINDS = ("fusion", "synchro", "xyz")


def read_treated_step(problems: Problems, at: str, arg: Any,
                      described: Describe) -> EffectStep | None:
    data = v.mapping(problems, at, arg, KEYS, ("as",))
    if data is None:
        return None
    kind = v.choice(problems, key_path(at, "as"), v.field(data, "as", None), KINDS)
    words = {key: value for key, value in data.items() if key in WORDS}
    rank, rank_min, rank_max = (v.opt_int(problems, data, key, at, 0, MAX_RANK, 0)
                                for key in RANKS)
    if kind is None:
        return None
    if kind != "xyz" and (rank or rank_min or rank_max):  # only an Xyz Monster has a Rank
        problems.add(key_path(at, "rank"), "input.ygo.treated_rank")
        return None
    spec = TreatedSummon(kind=kind, **described(at, words), rank=rank, rank_min=rank_min,
                         rank_max=rank_max)
    return EffectStep("treated_summon", treated_summon=spec)
