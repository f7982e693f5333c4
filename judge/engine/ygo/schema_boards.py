"""Reading the states of the board beyond those a monster's effect asks
(board_specs.BoardExtra): a Spell's or Trap's `if` (schema_stconds.py), a card's `kept_if`
(schema_kept.py) and a monster's own Summon procedure (schema_procedures.py) hold them in the
same keys, so one reader serves all three; it imports no reader of theirs (none imports it
back)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .board_specs import GRAVEYARD_NONE, BoardExtra
from .effect_specs import Described
from .schema_described import MONSTER_WORDS, Describe, described_at
from .schema_step_base import ATTRIBUTES

EXTRA_KEYS = ("field_control", "face_up_monsters_max", "control_min", "control_atk_min",
              "opponent_lp_above", "opponent_attack_min", "control_names_all", "graveyard_min",
              "graveyard_none",
              # a monster's own procedure's only for now (cards/ygo/summon_boards.py)
              "field_original_stat", "control_level_rank", "effect_levels_max",
              "opponent_monsters_max", "field_zone", "opponent_atk_min", "field_control_min",
              # a card's `kept_if` (5-4-6) and a monster's `direct_attack_if` (12-3-10)
              "field_spell_any", "opponent_none",
              "field_attributes")  # each Attribute face-up on the field (Fuh-Rin-Ka-Zan)


def split(raw: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """An `if` mapping as (the keys a monster's text asks, the keys of EXTRA_KEYS)."""
    return ({key: value for key, value in raw.items() if key not in EXTRA_KEYS},
            {key: value for key, value in raw.items() if key in EXTRA_KEYS})


def read_board(p: Problems, at: str, mine: dict[str, Any], describe: Describe) -> BoardExtra:
    """The BoardExtra of the keys of EXTRA_KEYS under `at` (an `if`)."""
    return BoardExtra(
        field_control=described_at(p, at, mine, "field_control", describe),
        face_up_monsters_max=v.opt_int(p, mine, "face_up_monsters_max", at, 0, 5, -1),
        control_min=v.opt_int(p, mine, "control_min", at, 1, 5, 0),
        control_atk_min=v.opt_int(p, mine, "control_atk_min", at, 0, 1_000_000, -1),
        opponent_lp_above=v.opt_int(p, mine, "opponent_lp_above", at, 0, 10_000_000, -1),
        opponent_attack_min=v.opt_int(p, mine, "opponent_attack_min", at, 1, 5, 0),
        control_names_all=_names(p, at, mine), **_graveyard(p, at, mine, describe),
        graveyard_none=v.choice(p, key_path(at, "graveyard_none"),
                                v.field(mine, "graveyard_none", ""),
                                ("", *GRAVEYARD_NONE)) or "",
        field_original_stat=v.opt_int(p, mine, "field_original_stat", at, 0, 1_000_000, -1),
        control_level_rank=v.opt_int(p, mine, "control_level_rank", at, 1, 13, 0),
        effect_levels_max=v.opt_int(p, mine, "effect_levels_max", at, 0, 100, -1),
        opponent_monsters_max=v.opt_int(p, mine, "opponent_monsters_max", at, 0, 5, -1),
        field_zone=v.choice(p, key_path(at, "field_zone"), v.field(mine, "field_zone", ""),
                            ("", "any", "face_up")) or "",
        opponent_atk_min=v.opt_int(p, mine, "opponent_atk_min", at, 0, 1_000_000, -1),
        field_control_min=v.opt_int(p, mine, "field_control_min", at, 1, 10, 0),
        field_spell_any=v.opt_bool(p, mine, "field_spell_any", at, False),  # 5-4-6
        opponent_none=described_at(p, at, mine, "opponent_none", describe),  # 12-3-10
        field_attributes=_attributes(p, at, mine))


def _attributes(p: Problems, at: str, mine: dict[str, Any]) -> tuple[str, ...]:
    """`field_attributes: [WIND, WATER, ...]`: Attributes, each on a face-up monster on the
    field (either player's)."""
    raw = v.field(mine, "field_attributes", None)
    if raw is None:
        return ()
    return tuple(v.items(p, key_path(at, "field_attributes"), raw, len(ATTRIBUTES),
                         lambda item_at, item: v.choice(p, item_at, item, ATTRIBUTES)))


def _names(p: Problems, at: str, mine: dict[str, Any]) -> tuple[str, ...]:
    """`control_names_all: [A, B, C]`: names, each a card its player controls face-up."""
    raw = v.field(mine, "control_names_all", None)
    if raw is None:
        return ()
    return tuple(v.items(p, key_path(at, "control_names_all"), raw, 5,
                         lambda item_at, item: v.text(p, item_at, item, 200)))


def _graveyard(p: Problems, at: str, mine: dict[str, Any],
               describe: Describe) -> dict[str, Any]:
    """`graveyard_min: {count: 7, attribute: DARK}`: at least that many such monsters there
    (`different_names: true`: that many names among them)."""
    opened = v.opt_mapping(p, mine, "graveyard_min", at,
                           ("count", *MONSTER_WORDS, "different_names"), ("count",))
    if opened is None:
        return {}
    found, where = opened
    words = {key: value for key, value in found.items()
             if key not in ("count", "different_names")}
    return {"graveyard_min": v.opt_int(p, found, "count", where, 1, 60, 1),
            "graveyard_min_of": Described(**describe(where, words)),
            "graveyard_min_names": v.opt_bool(p, found, "different_names", where, False)}
