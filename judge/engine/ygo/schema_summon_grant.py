"""Reading `summon_grant` (an addition to the format, docs/scenario-format.md;
cards/ygo/granted_shapes.py reads it from printed texts): what a material gives the monster
Summoned using it (8-5-11), a Continuous Effect (`gives`) or an activated effect (`effect`, one
entry of a monster's `effects` list). Apart from schema_granted.py, which the step reader
imports: this one reads effects, which read steps."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .grant_specs import BY, GIVES, SummonGrant
from .model import Card, Described
from .schema_amounts import MAX_STAT
from .schema_continuous import stat_change_list
from .schema_described import MONSTER_WORDS, Describe
from .schema_effects import Steps, Target, read_effects

GIVEN: tuple[str, ...] = ("gives", "effect", "stats")  # what it gives: exactly one of them
GIVEN += ("stat_changes",)  # its Continuous Effects on ATK and DEF (5-1-1)


def read_summon_grant(p: Problems, path: str, data: dict[str, Any], card: Card,
                      describe: Describe, steps: Steps, target: Target) -> None:
    """`summon_grant: {by: xyz, to: {attribute: WIND}, gives: untargetable_by_opponent}`, or
    `effect: {type: trigger, event: xyz_summoned, ...}` or `stats: {atk: 300, def: 300}`
    instead of `gives` (8-5-11; `to` may be left out: any monster so Summoned); `only:
    {attribute: WATER}`: only a Summon whose every material is so described gives it."""
    opened = v.opt_mapping(p, data, "summon_grant", path, ("by", "to", "only") + GIVEN, ("by",))
    if opened is None:
        return
    found, at = opened
    if sum(key in found for key in GIVEN) != 1:
        p.add(at, "input.ygo.summon_grant_gives")
        return
    by = v.choice(p, key_path(at, "by"), found["by"], BY)
    gives = v.choice(p, key_path(at, "gives"), found["gives"], GIVES) if "gives" in found \
        else ""
    # one entry of a monster's `effects` list, read as the card's own are
    given = next(iter(read_effects(p, key_path(at, "effect"), [found["effect"]], steps, target,
                                   describe)), None) if "effect" in found else None
    stats = _stats(p, key_path(at, "stats"), found["stats"]) if "stats" in found else (0, 0)
    changes = stat_change_list(p, at, found, "stat_changes", describe)
    if changes is not None and (not changes or by in ("attached", "column")):
        p.add(key_path(at, "stat_changes"), "input.ygo.summon_grant_gives")
        return
    words = v.mapping(p, key_path(at, "to"), v.field(found, "to", {}), MONSTER_WORDS)
    only = v.mapping(p, key_path(at, "only"), found["only"], MONSTER_WORDS) \
        if "only" in found else {}
    if by is None or gives is None or words is None or stats is None or only is None \
            or ("effect" in found and given is None):
        return
    card.summon_grant = SummonGrant(
        by, Described(**describe(key_path(at, "to"), words)), gives, given, *stats,
        only=Described(**describe(key_path(at, "only"), only)) if "only" in found else None,
        changes=changes or ())


def _stats(p: Problems, at: str, raw: Any) -> tuple[int, int] | None:
    """`{atk: 300, def: 300}`: what it adds to the monster's own ATK and DEF (not both 0)."""
    found = v.mapping(p, at, raw, ("atk", "def"))
    if found is None:
        return None
    atk = v.opt_int(p, found, "atk", at, -MAX_STAT, MAX_STAT, 0)
    defense = v.opt_int(p, found, "def", at, -MAX_STAT, MAX_STAT, 0)
    if not atk and not defense:
        p.add(at, "input.ygo.summon_grant_gives")
        return None
    return atk, defense
