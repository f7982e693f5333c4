"""Reading the `attach` step (an addition to the format, docs/scenario-format.md): `{attach:
{card: self|chosen|ID, to: chosen|self|ID}}`, the card put under the Xyz Monster `to` names as
one of its Xyz Materials (xyz_attach.py, 4-4-3); and a monster's keys about its materials:
`material_atk`, `material_def` (4-4-3), `no_synchro_material`, `no_xyz_material` and
`material_except` (8-5-9), and `xyz_over: {names, archetype, type, attribute, except, rank,
rank_max, once_per_turn, other_name, materials_min, no_material, main_phase_2, detach}`: the monster
an Xyz Monster may be Xyz Summoned on top of (8-5-10)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card, Described, EffectStep
from .schema_described import Describe, described_at
from .xyz_specs import XyzOver

MAX_STAT = 1_000_000
MAX_RANK = 13
OVER_WORDS = ("names", "archetype", "type", "attribute", "except")
OVER_MORE = ("other_name", "materials_min", "no_material", "main_phase_2",  # 8-5-10
             "detach")  # detached from the monster used first

Reference = Callable[[str, Any], str | None]  # StepReader.target


def read_attach(problems: Problems, at: str, arg: Any, reference: Reference) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("card", "to"), ("card", "to"))
    if data is None:
        return None
    card = reference(key_path(at, "card"), v.field(data, "card", None))
    raw = v.field(data, "to", None)
    # "summoned_target": the target as the effect's Special Summon left it (xyz_attach.py)
    host = raw if raw == "summoned_target" else reference(key_path(at, "to"), raw)
    if card is None or host is None:
        return None
    if card == host:  # a card is never its own material
        problems.add(key_path(at, "to"), "input.ygo.attach_to_itself")
        return None
    return EffectStep("attach", target=card, to=host)


def read_xyz_facts(problems: Problems, path: str, data: dict[str, Any], card: Card,
                   described: Describe) -> None:
    for key in ("no_synchro_material", "no_xyz_material"):  # 8-5-9
        setattr(card, key, v.opt_bool(problems, data, key, path, False))
    card.material_except = described_at(problems, path, data, "material_except", described)
    for key in ("material_atk", "material_def"):  # "for each material attached to it"
        setattr(card, key, v.opt_int(problems, data, key, path, 0, MAX_STAT, 0))
    # a Spell's or Trap's cost: "Detach 1 Xyz Material from a monster you control" (4-4-3)
    card.detach_own = v.opt_int(problems, data, "detach_own", path, 0, 20, 0)
    card.no_attack_without_material = v.opt_bool(problems, data, "no_attack_without_material",
                                                 path, False)  # 12-3-15
    card.xyz_over = _over(problems, path, data, card, described)
    card.while_material = _while_material(problems, path, data)
    card.detach_instead = _detach_instead(problems, path, data)
    # "Cannot attack directly unless it has material.", "loses 300 ATK while it has no
    # materials" (4-4-3)
    card.no_direct_attack_without_material = v.opt_bool(
        problems, data, "no_direct_attack_without_material", path, False)
    card.atk_without_material = v.opt_int(problems, data, "atk_without_material", path,
                                          -MAX_STAT, MAX_STAT, 0)


# the keys a text may grant "while it has material" (4-4-3)
WHILE_MATERIAL = ("effect_indestructible", "battle_indestructible", "direct_attack",
                  "untargetable_by_opponent")


def _while_material(problems: Problems, path: str, data: dict[str, Any]) -> tuple[str, ...]:
    raw = v.field(data, "while_material", None)
    if raw is None:
        return ()
    at = key_path(path, "while_material")
    keys = tuple(v.items(problems, at, raw, len(WHILE_MATERIAL), lambda item_path, item: v.choice(
        problems, item_path, item, WHILE_MATERIAL)))
    for key in keys:
        if data.get(key) is not True:  # a condition on a key the card does not have
            problems.add(at, "input.ygo.while_material_key", key=key)
    return keys


def _over(problems: Problems, path: str, data: dict[str, Any], card: Card,
          described: Describe) -> XyzOver | None:
    opened = v.opt_mapping(problems, data, "xyz_over", path,
                           (*OVER_WORDS, "rank", "rank_max", "once_per_turn", *OVER_MORE))
    if opened is None:
        return None
    found, at = opened
    ranks = v.field(found, "rank", [])
    listed = [ranks] if isinstance(ranks, int) else ranks  # "Rank 5" or "Rank 5 or 7"
    rank_list = v.items(problems, key_path(at, "rank"), listed, MAX_RANK,
                        lambda item_path, item: v.integer(problems, item_path, item, 1,
                                                          MAX_RANK))
    words = {key: value for key, value in found.items() if key in OVER_WORDS}
    return XyzOver(monster=Described(**described(at, words)), ranks=tuple(rank_list),
                   rank_max=v.opt_int(problems, found, "rank_max", at, 1, MAX_RANK, 0),
                   once_per_turn=v.opt_bool(problems, found, "once_per_turn", at, False),
                   **_over_more(problems, at, found))


def _over_more(problems: Problems, at: str, found: dict[str, Any]) -> dict[str, Any]:
    """`other_name`, `materials_min`, `no_material`, `main_phase_2` of `xyz_over` (8-5-10)."""
    least = v.opt_int(problems, found, "materials_min", at, 0, 20, 0)
    flags = {key: v.opt_bool(problems, found, key, at, False)
             for key in ("other_name", "no_material", "main_phase_2")}
    if least and flags["no_material"]:  # "with 2 or more materials" and "no material" at once
        problems.add(key_path(at, "no_material"), "input.ygo.xyz_over_materials")
    return {**flags, "materials_min": least,
            "detach": v.opt_int(problems, found, "detach", at, 0, 20, 0)}


def _detach_instead(problems: Problems, path: str,
                    data: dict[str, Any]) -> tuple[int, tuple[str, ...], bool] | None:
    """`detach_instead: {count: N (0: all), by: [battle, effect], use: true}` (4-4-6)."""
    opened = v.opt_mapping(problems, data, "detach_instead", path, ("count", "by", "use"), ("by",))
    if opened is None:
        return None
    found, at = opened
    by = tuple(dict.fromkeys(v.items(problems, key_path(at, "by"), v.field(found, "by", []), 2,
                                     lambda item_path, item: v.choice(
                                         problems, item_path, item, ("battle", "effect")))))
    count = v.opt_int(problems, found, "count", at, 0, 20, 1)
    return (count, by, v.opt_bool(problems, found, "use", at, True)) if by else None


def read_detach(problems: Problems, at: str, arg: Any, reference: Reference) -> EffectStep | None:
    """`{detach: {card: chosen|self|ID, count: N}}`: N of its Xyz Materials (0: all) detached
    by what the effect does (xyz_detach.py, 4-4-9)."""
    data = v.mapping(problems, at, arg, ("card", "count"), ("card",))
    if data is None:
        return None
    card = reference(key_path(at, "card"), v.field(data, "card", None))
    count = v.opt_int(problems, data, "count", at, 0, 20, 1)
    return None if card is None else EffectStep("detach", target=card, amount=count)
