"""Reading the Fusion and Ritual Summons of the format's additions (docs/scenario-format.md):
the steps `{fusion_summon: {...}}` and `{ritual_summon: {...}}` (8-5-1, 8-5-2), an effect's
`{synchro_summon: {with_self, material, ...}}` (8-5-13, its materials on the field), and a Fusion
Monster's `fusion_materials: [{names, archetype, type, attribute, level...}, ...]`."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, index_path, key_path
from .model import MONSTER, Card, Described, EffectStep, SummonByEffect
from .schema_described import MONSTER_WORDS, Describe, described_at

STEP_KEYS = {"fusion_summon": ("from", "banish", "material", "with_self", "shuffle"),
             "ritual_summon": ("from", "levels", "exact", "material", "send", "summon_from",
                               "with_self", "graveyard_banish", "position", "times"),
             "synchro_summon": ("material", "with_self")}  # 8-5-13: from the field only
# "banished": "from your hand, field, GY, and/or banishment" (Magnet Bonding), shuffled back
MATERIAL_ZONES = ("hand", "field", "graveyard", "deck", "opponent_field", "banished")
RITUAL_ORIGINS = ("hand", "graveyard", "deck")  # where a Ritual Monster may come from
MAX_FUSION_MATERIALS = 6  # more than any Fusion Monster lists
MAX_LEVELS = 13 * 5
MAX_TIMES = 2  # "exactly twice its Level" (Megalith Unformed): no card asks for more


def read_summon_step(problems: Problems, kind: str, at: str, arg: Any,
                     described: Describe) -> EffectStep | None:
    """A Fusion or Ritual Summon: the monster's description, where its materials come from,
    and (Fusion) whether they are banished or (Ritual) the Levels its Tributes must make."""
    data = v.mapping(problems, at, {} if arg is None else arg,
                     STEP_KEYS[kind] + MONSTER_WORDS)
    if data is None:
        return None
    raw = v.field(data, "from", ["field"] if kind == "synchro_summon" else ["hand", "field"])
    zones = tuple(dict.fromkeys(v.items(
        problems, key_path(at, "from"), raw, len(MATERIAL_ZONES),
        lambda item_path, item: v.choice(problems, item_path, item, MATERIAL_ZONES))))
    if not zones:
        return None
    spec = SummonByEffect(
        procedure=kind.removesuffix("_summon"), monster=Described(**described(at, data)),
        zones=zones, banish=v.opt_bool(problems, data, "banish", at, False),
        levels=v.opt_int(problems, data, "levels", at, 1, MAX_LEVELS, 0),
        exact=v.opt_bool(problems, data, "exact", at, False),
        material=described_at(problems, at, data, "material", described) or Described(),
        send=v.opt_bool(problems, data, "send", at, False),
        origins=_origins(problems, at, data),
        with_self=v.opt_bool(problems, data, "with_self", at, False),
        graveyard_banish=described_at(problems, at, data, "graveyard_banish", described),
        shuffle=v.opt_bool(problems, data, "shuffle", at, False),
        position=_position(problems, at, data),
        times=v.opt_int(problems, data, "times", at, 1, MAX_TIMES, 1))
    return EffectStep(kind, summon=spec)


def _position(problems: Problems, at: str, data: dict[str, Any]) -> str:
    """`position: defense` ("in Defense Position"): the one position the Ritual Monster
    arrives in (8-4-3); "" when the step does not say (its player's choice)."""
    raw = v.field(data, "position", None)
    if raw is None:
        return ""
    return v.choice(problems, key_path(at, "position"), raw, ("attack", "defense")) or ""


def _origins(problems: Problems, at: str, data: dict[str, Any]) -> tuple[str, ...]:
    """`summon_from: [hand, graveyard, deck]`: where the Ritual Monster may come from ("from
    your hand or GY"); () when the step does not say (the hand, 8-5-1)."""
    raw = v.field(data, "summon_from", None)
    if raw is None:
        return ()
    return tuple(dict.fromkeys(v.items(
        problems, key_path(at, "summon_from"), raw, len(RITUAL_ORIGINS),
        lambda item_path, item: v.choice(problems, item_path, item, RITUAL_ORIGINS))))


def read_fusion_materials(problems: Problems, path: str, data: dict[str, Any], card: Card,
                          described: Describe) -> None:
    """A Fusion Monster's listed materials, one description each (8-5-2), a monster's
    `no_fusion_material: true` ("Cannot be used as Fusion Material.") and a Ritual Monster's
    `ritual_only_with: NAME` (8-5-1)."""
    card.no_fusion_material = v.opt_bool(problems, data, "no_fusion_material", path, False)
    card.ritual_only_with = v.opt_text(problems, data, "ritual_only_with", path, "") or ""
    card.fusion_substitute = v.opt_bool(problems, data, "fusion_substitute", path, False)
    card.fusion_exact = v.opt_bool(problems, data, "fusion_exact", path, False)
    raw = v.field(data, "fusion_materials", None)
    if raw is None:
        return
    at = key_path(path, "fusion_materials")
    if card.kind != MONSTER:
        problems.add(at, "input.ygo.only_monsters")
        return
    slots = []
    for index, item in enumerate(v.sequence(problems, at, raw, MAX_FUSION_MATERIALS) or ()):
        item_path = index_path(at, index)
        entry = v.mapping(problems, item_path, item, MONSTER_WORDS)
        if entry is not None:
            slots.append(Described(**described(item_path, entry)))
    if len(slots) < 2:
        problems.add(at, "input.ygo.fusion_materials_two")
        return
    card.fusion_materials = tuple(slots)


def read_no_responses(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`no_responses: both|opponent`: who cannot answer the card's activation (11-2-8)."""
    raw = v.field(data, "no_responses", None)
    if raw is not None:
        card.no_responses = v.choice(problems, key_path(path, "no_responses"), raw,
                                     ("both", "opponent")) or ""
