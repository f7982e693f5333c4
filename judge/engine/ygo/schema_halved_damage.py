"""Reading a monster's card key `halves_battle_damage: {player: controller | opponent,
involving: true}` (halved_damage.py, 12-8-9): whose battle damage its text halves, and whether
only from the battles the monster is in; absent: none."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

PLAYERS = ("controller", "opponent")


def read_halved_damage(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`halves_battle_damage` into the card's `halves_damage` and `halves_involving` (a wrong
    value is reported)."""
    opened = v.opt_mapping(problems, data, "halves_battle_damage", path,
                           ("player", "involving"), ("player",))
    if opened is None:
        return
    found, where = opened
    card.halves_damage = v.choice(problems, key_path(where, "player"), found["player"],
                                  PLAYERS) or ""
    card.halves_involving = v.opt_bool(problems, found, "involving", where, False)
