"""Reading a Spell's or Trap's `if` (docs/scenario-format.md): the keys a monster's text may ask
(schema_procedures.read_condition, SummonCondition) and those only a Spell or Trap asks
(board_specs.BoardExtra), split before each is read so that neither reader sees the other's."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .board_specs import BoardExtra
from .effect_specs import Described
from .model import Card
from .monster_specs import SummonCondition
from .schema_described import MONSTER_WORDS, Describe, described_at
from .schema_procedures import read_condition

EXTRA_KEYS = ("field_control", "face_up_monsters_max", "control_min", "control_atk_min",
              "opponent_lp_above", "opponent_attack_min", "control_names_all", "graveyard_min",
              "graveyard_none",
              "field_spell_any",
              "opponent_none")


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
        opponent_attack_min=v.opt_int(p, mine, "opponent_attack_min", at, 1, 5, 0),
        control_names_all=_names(p, at, mine), **_graveyard(p, at, mine, describe),
        graveyard_none=v.choice(p, key_path(at, "graveyard_none"),
                                v.field(mine, "graveyard_none", ""), ("", "trap", "spell")) or "",
        field_spell_any=v.opt_bool(p, mine, "field_spell_any", at, False),  # 5-4-6
        opponent_none=described_at(p, at, mine, "opponent_none", describe))  # 12-3-10


def _names(p: Problems, at: str, mine: dict[str, Any]) -> tuple[str, ...]:
    """`control_names_all: [A, B, C]`: names, each a card its player controls face-up."""
    raw = v.field(mine, "control_names_all", None)
    if raw is None:
        return ()
    return tuple(v.items(p, key_path(at, "control_names_all"), raw, 5,
                         lambda item_at, item: v.text(p, item_at, item, 200)))


def _graveyard(p: Problems, at: str, mine: dict[str, Any],
               describe: Describe) -> dict[str, Any]:
    """`graveyard_min: {count: 7, attribute: DARK}`: at least that many such monsters there."""
    raw = v.field(mine, "graveyard_min", None)
    if raw is None:
        return {}
    where = key_path(at, "graveyard_min")
    found = v.mapping(p, where, raw, ("count", *MONSTER_WORDS), ("count",))
    if found is None:
        return {}
    words = {key: value for key, value in found.items() if key != "count"}
    return {"graveyard_min": v.opt_int(p, found, "count", where, 1, 60, 1),
            "graveyard_min_of": Described(**describe(where, words))}
