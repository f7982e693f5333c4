"""Reading where a monster stands and a Link Monster's Link Arrows (arrows.py, 4-4-7):
`column: 1-5` and `extra_monster_zone: true` (a monster on the field), `link_arrows: [top-left,
top, top-right, left, right, bottom-left, bottom, bottom-right]` (a Link Monster, as many as its
`link_rating`), `pointed_no_attack: true` ("Monsters this card points to cannot attack.",
4-4-8); and the check that no two monsters stand in one place (3-1-2)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .link_cells import ARROWS, EXTRA_COLUMNS, cell
from .model import MONSTER, Z_MONSTERS, Z_SPELLS_TRAPS, Card

PLACE_KEYS = ("column", "extra_monster_zone")
ARROW_KEYS = (*PLACE_KEYS, "link_arrows", "pointed_no_attack")


def read_arrows(p: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    for key in PLACE_KEYS:
        # a place on the field only; a Spell & Trap Zone's column too (columns.py, 3-11-1)
        if key in data and card.zone != Z_MONSTERS \
                and (key != "column" or card.zone != Z_SPELLS_TRAPS):
            p.add(key_path(path, key), "input.field_only")
    card.column = v.opt_int(p, data, "column", path, 1, 5, 0)
    card.extra_zone = v.opt_bool(p, data, "extra_monster_zone", path, False)
    if card.extra_zone and card.column not in EXTRA_COLUMNS:
        # an Extra Monster Zone stands above column 2 or 4 (3-3-1)
        p.add(key_path(path, "extra_monster_zone"), "input.ygo.extra_zone_column")
    card.pointed_no_attack = v.opt_bool(p, data, "pointed_no_attack", path, False)
    raw = v.field(data, "link_arrows", None)
    if raw is None:
        return
    at = key_path(path, "link_arrows")
    if card.kind != MONSTER or "Link" not in card.monster_types:
        p.add(at, "input.ygo.link_arrows_link_only")
        return
    found = v.items(p, at, raw, len(ARROWS), lambda where, item: v.choice(p, where, item,
                                                                           ARROWS))
    card.link_arrows = tuple(dict.fromkeys(found))
    if card.link_rating and len(card.link_arrows) != card.link_rating:
        p.add(at, "input.ygo.link_arrows_rating", rating=card.link_rating)  # 4-4-7


def check_places(p: Problems, cards: dict[str, Card]) -> None:
    """Two monsters the scenario puts in one Monster Zone (3-1-2): an Extra Monster Zone is
    the same zone for both players; two cards in one Spell & Trap Zone too."""
    seen: dict[tuple[int, int], str] = {}
    for card in cards.values():
        here = cell(card) if card.zone == Z_MONSTERS else _spell_cell(card)
        if here is None:
            continue
        if here in seen:
            p.add("players", "input.ygo.same_place" if 0 <= here[0] <= 2
                  else "input.ygo.same_spell_zone", card=card.id, other=seen[here])
        seen[here] = card.id


def _spell_cell(card: Card) -> tuple[int, int] | None:
    """A Spell & Trap Zone as (row, column) seen from A, row -1 A's, row 3 B's (3-11-1)."""
    if card.zone != Z_SPELLS_TRAPS or not card.column:
        return None
    return (-1, card.column) if card.owner == "A" else (3, 6 - card.column)
