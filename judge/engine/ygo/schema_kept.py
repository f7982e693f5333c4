"""Reading `kept_if: {...}` (docs/scenario-format.md): the board a card needs to stay on the
field, "If "Umi" is not on the field, destroy this card." (kept.py, 5-4-6), in the keys of a
Spell's or Trap's `if` (schema_stconds.py), read the same way for any card."""
from __future__ import annotations

from typing import Any

from ..core.validate import Problems, key_path
from .board_specs import BoardExtra
from .model import Card
from .monster_specs import SummonCondition
from .schema_described import Describe
from .schema_stconds import read_card_if


def read_kept_if(p: Problems, path: str, data: dict[str, Any], card: Card,
                 describe: Describe) -> tuple[SummonCondition | None, BoardExtra | None] | None:
    """The card's `kept_if`, read as an `if` on a copy of the card (its own `if` untouched);
    None when it holds nothing."""
    scratch = Card(id=card.id, name=card.name, owner=card.owner, kind=card.kind, zone=card.zone)
    read_card_if(p, key_path(path, "kept_if"), {"if": data["kept_if"]}, scratch, describe)
    if scratch.activation_if is None and scratch.activation_board is None:
        return None
    return scratch.activation_if, scratch.activation_board
