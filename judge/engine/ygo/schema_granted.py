"""Reading the effects a card gives its player beyond itself (an addition to the format,
docs/scenario-format.md; cards/ygo/granted_shapes.py reads them from printed texts): the step
`extra_normal_summon: {archetype, type, attribute, level...}`, an additional Normal Summon of
such a monster for the rest of the turn (8-1-7; the card key of the same name is read with
the card's other descriptions, schema_cards.py)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .model import EffectStep, PickSpec
from .schema_described import MONSTER_WORDS, Describe

GRANT_STEPS = ("extra_normal_summon",)


def read_grant_step(p: Problems, at: str, arg: Any, describe: Describe) -> EffectStep | None:
    """`{extra_normal_summon: {archetype: Constellar}}` (`{}`: any monster)."""
    words = v.mapping(p, at, arg, MONSTER_WORDS)
    if words is None:
        return None
    return EffectStep("extra_normal_summon",
                      pick=PickSpec(what="monster", zones=(), **describe(at, words)))
