"""Reading a Spell's or Trap's `if` (docs/scenario-format.md): the keys a monster's text may ask
(schema_procedures.read_condition, SummonCondition) and those only a Spell or Trap asks
(board_specs.BoardExtra), split before each is read so that neither reader sees the other's."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .board_specs import BoardExtra
from .effect_specs import SummonCondition
from .model import Card
from .schema_described import Describe, described_at
from .schema_procedures import read_condition

EXTRA_KEYS = ("field_control", "face_up_monsters_max", "control_min", "control_atk_min",
              "opponent_lp_above", "opponent_attack_min")


def read_card_if(p: Problems, path: str, data: dict[str, Any], card: Card,
                 describe: Describe) -> None:
    """`if: {...}` of a Spell or Trap: `card.activation_if`, and `card.activation_board` for the
    keys of EXTRA_KEYS."""
    raw = v.field(data, "if", None)
    if raw is None:
        return
    if not isinstance(raw, dict):
        card.activation_if = read_condition(p, path, data, describe)  # reports the problem
        return
    rest = {key: value for key, value in raw.items() if key not in EXTRA_KEYS}
    mine = {key: value for key, value in raw.items() if key in EXTRA_KEYS}
    card.activation_if = read_condition(p, path, {"if": rest}, describe) if rest \
        else SummonCondition()
    if not mine:
        return
    at = key_path(path, "if")
    card.activation_board = BoardExtra(
        field_control=described_at(p, at, mine, "field_control", describe),
        face_up_monsters_max=v.opt_int(p, mine, "face_up_monsters_max", at, 0, 5, -1),
        control_min=v.opt_int(p, mine, "control_min", at, 1, 5, 0),
        control_atk_min=v.opt_int(p, mine, "control_atk_min", at, 0, 1_000_000, -1),
        opponent_lp_above=v.opt_int(p, mine, "opponent_lp_above", at, 0, 10_000_000, -1),
        opponent_attack_min=v.opt_int(p, mine, "opponent_attack_min", at, 1, 5, 0))
