"""Reading the Tri-Brigade steps (docs/scenario-format.md, rated_summon.py): `{rated_summon:
{what: monster, ...description}}`, the Link Monster from its player's Extra Deck whose Link
Rating is the count of the effect's cost (5-2-34); `{link_material_lock: {...description}}`,
the only monsters its player uses as Link Material for the rest of the turn (8-5-20)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import EffectStep, PickSpec
from .schema_described import DESCRIBED_KEYS, Describe


def read_rated_step(problems: Problems, at: str, arg: Any,
                    described: Describe) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("what",) + DESCRIBED_KEYS)
    if data is None:
        return None
    if v.choice(problems, key_path(at, "what"), v.field(data, "what", "monster"),
                ("monster",)) is None:  # only a monster is Special Summoned (8-4)
        return None
    words = {key: value for key, value in data.items() if key != "what"}
    return EffectStep("rated_summon", pick=PickSpec(what="monster", zones=("extra_deck",),
                                                    **described(at, words)))


def read_material_lock(problems: Problems, at: str, arg: Any,
                       described: Describe) -> EffectStep | None:
    data = v.mapping(problems, at, arg, DESCRIBED_KEYS, ())
    if data is None:
        return None
    if not data:  # a lock that names no monster would forbid every Link Summon: not printed
        problems.add(at, "input.required")
        return None
    return EffectStep("link_material_lock", pick=PickSpec(what="monster", zones=(),
                                                          **described(at, data)))
