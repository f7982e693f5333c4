"""Reading the `rank_up` step (an addition to the format, docs/scenario-format.md): `{rank_up:
{over: chosen|summoned_target|self, ranks: N, either: true, rank: N, rank_min: N, rank_max: N,
names, archetype, type, attribute, except}}`, an Xyz Summon an effect performs on top of one
monster (rank_up.py, 8-5-15)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import RankUp
from .model import EffectStep
from .schema_described import Describe

MAX_RANK = 13
WORDS = ("names", "archetype", "type", "attribute", "except")
KEYS = ("over", "ranks", "either", "rank", "rank_min", "rank_max") + WORDS
OVER = ("chosen", "summoned_target", "self")


def read_rank_up_step(problems: Problems, at: str, arg: Any,
                      described: Describe) -> EffectStep | None:
    data = v.mapping(problems, at, arg, KEYS, ("over",))
    if data is None:
        return None
    over = v.choice(problems, key_path(at, "over"), v.field(data, "over", None), OVER)
    words = {key: value for key, value in data.items() if key in WORDS}
    spec = RankUp(
        over=over or "", **described(at, words),
        ranks=v.opt_int(problems, data, "ranks", at, -MAX_RANK, MAX_RANK, 0),
        either=v.opt_bool(problems, data, "either", at, False),
        rank=v.opt_int(problems, data, "rank", at, 0, MAX_RANK, 0),
        rank_min=v.opt_int(problems, data, "rank_min", at, 0, MAX_RANK, 0),
        rank_max=v.opt_int(problems, data, "rank_max", at, 0, MAX_RANK, 0))
    if over is None:
        return None
    if spec.either and spec.ranks <= 0:  # "2 Ranks higher or lower": a distance
        problems.add(key_path(at, "either"), "input.ygo.rank_up_either")
        return None
    return EffectStep("rank_up", rank_up=spec)
