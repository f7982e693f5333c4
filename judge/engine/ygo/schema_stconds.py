"""Reading a Spell's or Trap's `if` (docs/scenario-format.md): the keys a monster's text may ask
(schema_procedures.read_condition, SummonCondition) and those only a Spell or Trap asks
(board_specs.BoardExtra, read by schema_boards.py), split before each is read so that neither
reader sees the other's."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card
from .monster_specs import SummonCondition
from .schema_boards import EXTRA_KEYS, read_board, split
from .schema_described import Describe
from .schema_procedures import read_condition

__all__ = ["EXTRA_KEYS", "read_card_if"]


def read_card_if(p: Problems, path: str, data: dict[str, Any], card: Card,
                 describe: Describe) -> None:
    """`if: {...}` of a Spell or Trap: `card.activation_if`, and `card.activation_board` for the
    keys of EXTRA_KEYS (schema_boards.py)."""
    raw = v.field(data, "if", None)
    if raw is None:
        return
    if not isinstance(raw, dict):
        card.activation_if = read_condition(p, path, data, describe)  # reports the problem
        return
    rest, mine = split(raw)
    card.activation_if = read_condition(p, path, {"if": rest}, describe) if rest \
        else SummonCondition()
    if mine:
        card.activation_board = read_board(p, key_path(path, "if"), mine, describe)
