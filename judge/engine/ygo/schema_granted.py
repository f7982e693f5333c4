"""Reading the effects a card gives its player beyond itself (an addition to the format,
docs/scenario-format.md; cards/ygo/granted_shapes.py reads them from printed texts): the step
`extra_normal_summon: {archetype, type, attribute, level...}`, an additional Normal Summon of
such a monster for the rest of the turn, and the card key of the same name, while the card is
face-up on the field, with `set: true` ("Normal Summon/Set 1 monster") or `tribute: true`
("Tribute Summon 1 ... monster") beside the description (8-1-7)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .grant_specs import BY, GIVES, SummonGrant
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
    raw = v.field(data, "extra_normal_summon", None)
    if raw is None:
        return
    at = key_path(path, "extra_normal_summon")
    found = v.mapping(p, at, raw, MONSTER_WORDS + MODES)
    if found is None:
        return
    modes = [mode for mode in MODES if v.opt_bool(p, found, mode, at, False)]
    if len(modes) > 1:
        p.add(at, "input.ygo.extra_normal_modes")
        return
    words = {key: value for key, value in found.items() if key not in MODES}
    card.extra_normal_summon = Described(**describe(at, words))
    card.extra_normal_mode = modes[0] if modes else ""


def read_summon_grant(p: Problems, path: str, data: dict[str, Any], card: Card,
                      describe: Describe) -> None:
    """`summon_grant: {by: xyz, to: {attribute: WIND}, gives: untargetable_by_opponent}`
    (8-5-11; `to` may be left out: any monster so Summoned)."""
    raw = v.field(data, "summon_grant", None)
    if raw is None:
        return
    at = key_path(path, "summon_grant")
    found = v.mapping(p, at, raw, ("by", "to", "gives"), ("by", "gives"))
    if found is None:
        return
    by = v.choice(p, key_path(at, "by"), found["by"], BY)
    gives = v.choice(p, key_path(at, "gives"), found["gives"], GIVES)
    words = v.mapping(p, key_path(at, "to"), v.field(found, "to", {}), MONSTER_WORDS)
    if by is None or gives is None or words is None:
        return
    card.summon_grant = SummonGrant(by, Described(**describe(key_path(at, "to"), words)), gives)
