"""A monster's activated effect whose condition is a state of the board beyond those
summon_specs.SummonCondition holds: "If you control 2 or more "Ancient Warriors" monsters: You
can Special Summon this card from your hand.", "If your opponent controls a monster with 2800
or more ATK: ...", "If you have 3 or more "Laval" monsters with different names in your GY:
...". The effect's `if` holds them in the keys a Summon procedure and a Spell's or Trap's `if`
use (board_specs.BoardExtra, schema_boards.EXTRA_KEYS); the effect can be activated only while
the board is so as it is activated (5-2-4), checked as card_conditions.board_holds checks a
Spell's or a Trap's."""
from __future__ import annotations

from typing import Any

from ..core.validate import Problems, key_path
from .board_specs import BoardExtra
from .card_conditions import board_holds
from .model import Card, MonsterEffect, State
from .schema_boards import read_board, split
from .schema_described import Describe


def own(data: dict[str, Any]) -> dict[str, Any]:
    """The effect's keys with its `if` holding only the keys a monster's text asks
    (SummonCondition), for schema_procedures.read_condition."""
    wanted = data.get("if")
    return {**data, "if": split(wanted)[0]} if isinstance(wanted, dict) else data


def read(problems: Problems, at: str, data: dict[str, Any],
         describe: Describe) -> BoardExtra | None:
    """The BoardExtra of the effect's `if`, None when it asks none of those keys."""
    wanted = data.get("if")
    extra = split(wanted)[1] if isinstance(wanted, dict) else {}
    return read_board(problems, key_path(at, "if"), extra, describe) if extra else None


def holds(state: State, card: Card, effect: MonsterEffect) -> bool:
    """Whether the board is as the effect's `if` says, its own description of the monsters
    counted (`control`, "2 or more "X" monsters") shared with the SummonCondition (5-2-4)."""
    if effect.board is None:
        return True
    control = effect.condition.control if effect.condition is not None else None
    return board_holds(state, card, effect.board, control)
