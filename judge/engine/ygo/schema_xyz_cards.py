"""Reading an Xyz Monster's `materials` (docs/scenario-format.md): a count (`materials: 2`, the
cards under it named by nobody) or, optionally, the cards themselves (`materials: [card, ...]`,
each a card as in any zone, a printed one by its password too): those cards are kept under the
monster, out of every zone, and their count is its `materials` (4-4-3, 4-4-11, xyz_cards.py);
the monster's `attached_stats: {atk: [atk, def], def: [def], archetype...}`, the ATK and DEF
it gains from the materials so described, and an effect's `if_material` (4-4-11)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, index_path, key_path
from .model import MONSTER, Z_LIMBO, Card, Described
from .schema_described import MONSTER_WORDS, Describe
from .schema_step_base import MAX_COUNT
from .xyz_grants import take_effects
from .xyz_specs import AttachedStats, HasMaterial

# CardReader.card: a card read at a path for a player, in a zone, on the field or not
ReadCard = Callable[[str, Any, str, str, bool], Card | None]


def read_materials(problems: Problems, path: str, data: dict[str, Any], card: Card,
                   read_card: ReadCard) -> list[Card]:
    """Set the card's `materials` (and `attached`); the named material cards, for the scenario
    to register as its own."""
    raw = v.field(data, "materials", None)
    if not isinstance(raw, list):
        card.materials = v.opt_int(problems, data, "materials", path, 0, MAX_COUNT, 0)
        return []
    at = key_path(path, "materials")
    if card.kind != MONSTER or "Xyz" not in card.monster_types:  # only an Xyz Monster (4-4-3)
        problems.add(at, "input.ygo.materials_not_xyz")
        return []
    named: list[Card] = []
    for index, item in enumerate(v.sequence(problems, at, raw, MAX_COUNT) or ()):
        material = read_card(index_path(at, index), item, card.owner, Z_LIMBO, False)
        if material is None:
            continue
        if "Token" in material.monster_types:  # never Xyz Material (4-7-5)
            problems.add(index_path(at, index), "input.ygo.token_material")
            continue
        named.append(material)
    card.attached = [material.id for material in named]
    card.materials = len(named)
    take_effects(card, named)  # what they give it while under it
    return named


STAT_WORDS = ("atk", "def")


def read_attached_stats(problems: Problems, path: str, data: dict[str, Any], card: Card,
                        describe: Describe) -> None:
    """`attached_stats`: which printed values of its described materials add to its ATK
    (`atk`) and to its DEF (`def`), each a list of `atk` and `def`."""
    opened = v.opt_mapping(problems, data, "attached_stats", path, (*MONSTER_WORDS, *STAT_WORDS))
    if opened is None:
        return
    found, at = opened
    gains = {key: _values(problems, key_path(at, key), v.field(found, key, []))
             for key in STAT_WORDS}
    if not gains["atk"] and not gains["def"]:
        problems.add(at, "input.ygo.attached_stats_empty")
        return
    words = {key: value for key, value in found.items() if key not in STAT_WORDS}
    card.attached_stats = AttachedStats(described=Described(**describe(at, words)),
                                        atk=gains["atk"], defense=gains["def"])


def _values(problems: Problems, at: str, raw: Any) -> tuple[str, ...]:
    """`[atk, def]`: the printed values named, each once."""
    listed = v.items(problems, at, raw, 2, lambda item_path, item: v.choice(
        problems, item_path, item, STAT_WORDS))
    return tuple(dict.fromkeys(item for item in listed if item))


def read_if_material(problems: Problems, at: str, data: dict[str, Any],
                     describe: Describe) -> HasMaterial | None:
    """An effect's `if_material: {names, archetype, type..., card: true}`: activated only while
    the monster has a named material so described (4-4-11)."""
    opened = v.opt_mapping(problems, data, "if_material", at, (*MONSTER_WORDS, "card"))
    if opened is None:
        return None
    found, where = opened
    any_card = v.opt_bool(problems, found, "card", where, False)
    words = {key: value for key, value in found.items() if key != "card"}
    return HasMaterial(Described(**describe(where, words)), any_card)
