"""Reading the effects a card gives its player beyond itself (an addition to the format,
docs/scenario-format.md; cards/ygo/granted_shapes.py reads them from printed texts): the step
`extra_normal_summon: {archetype, type, attribute, level...}`, an additional Normal Summon of
such a monster for the rest of the turn, and the card key of the same name, while the card is
face-up on the field, with `set: true` ("Normal Summon/Set 1 monster") or `tribute: true`
("Tribute Summon 1 ... monster") beside the description (8-1-7)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .model import Card, Described, EffectStep, PickSpec
from .schema_described import MONSTER_WORDS, Describe

GRANT_STEPS = ("extra_normal_summon",)


def read_grant_step(p: Problems, at: str, arg: Any, describe: Describe) -> EffectStep | None:
    """`{extra_normal_summon: {archetype: Constellar}}` (`{}`: any monster)."""
    words = v.mapping(p, at, arg, MONSTER_WORDS)
    if words is None:
        return None
    return EffectStep("extra_normal_summon",
                      pick=PickSpec(what="monster", zones=(), **describe(at, words)))


MODES = ("set", "tribute")


def read_grant_key(p: Problems, path: str, data: dict[str, Any], card: Card,
                   describe: Describe) -> None:
    """`extra_normal_summon: {archetype: "Ice Barrier"}`, `{set: true}`, `{tribute: true,
    level_min: 7}` (`{}`: any monster)."""
    opened = v.opt_mapping(p, data, "extra_normal_summon", path, MONSTER_WORDS + MODES)
    if opened is None:
        return
    found, at = opened
    modes = [mode for mode in MODES if v.opt_bool(p, found, mode, at, False)]
    if len(modes) > 1:
        p.add(at, "input.ygo.extra_normal_modes")
        return
    words = {key: value for key, value in found.items() if key not in MODES}
    card.extra_normal_summon = Described(**describe(at, words))
    card.extra_normal_mode = modes[0] if modes else ""
