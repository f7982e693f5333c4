"""Reading a Spell's or Trap's `no_attacks_turn_of: DESCRIPTION` (named_attack_bans.py,
5-2-26): ""Cyber Dragon" cannot attack the turn you activate this card.", the monsters it
describes as a target is (`names`, `archetype`...; `{}` would be every monster, as
`no_attacks_turn`), kept as its `turn_lock` around the turn's
other restrictions."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from . import named_attack_bans
from .model import Card, PickSpec
from .schema_described import MONSTER_WORDS, Describe

KEY = "no_attacks_turn_of"


def read_named_attack_ban(problems: Problems, path: str, data: dict[str, Any], card: Card,
                          described: Describe) -> None:
    """The card's turn lock wrapped in the restriction, when the key is given (a wrong value
    is reported)."""
    opened = v.opt_mapping(problems, data, KEY, path, MONSTER_WORDS)
    if opened is None:
        return
    found, where = opened
    what = PickSpec(what="monster", zones=(), **described(where, found))
    card.turn_lock = named_attack_bans.kept(card.turn_lock, what)
