"""The states of the board a Spell's or Trap's `if` may ask beyond those a monster's text asks
(summon_specs.SummonCondition): read by schema_stconds.py, checked by card_conditions.py
(5-2-4). -1 / 0 / None: not asked."""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described


@dataclass(frozen=True, slots=True)
class BoardExtra:
    # "If a "Stardust" monster is on the field": a face-up monster of either player fits
    field_control: Described | None = None
    face_up_monsters_max: int = -1  # "If you control no face-up monsters": 0
    # "If you control 3 or more DARK monsters": that many face-up monsters fitting `control`
    control_min: int = 0
    # "If you control a Dinosaur monster with 2500 or more ATK": its ATK as it stands (4-2-5)
    control_atk_min: int = -1
    opponent_lp_above: int = -1  # "If your opponent's LP are higher than 3000": 3000
    # "... while they control 3 or more Attack Position monsters" (the opponent): 3
    opponent_attack_min: int = 0
    # "If you control "Ojama Green", "Ojama Yellow", and "Ojama Black"": each, face-up
    control_names_all: tuple[str, ...] = ()
    # "If you have 7 or more DARK monsters in your GY": that many monsters there fitting
    graveyard_min: int = 0
    graveyard_min_of: Described = Described()
    graveyard_none: str = ""  # "If you have no Traps in your GY": "trap" ("spell")
    # "If there is no face-up Field Spell on the field, destroy this card." (kept_if, 5-4-6):
    # a face-up card in either player's Field Zone, whatever its name
    field_spell_any: bool = False
    # "your opponent controls no Toon monsters" (direct_attack_if, 12-3-10): no face-up monster
    # of the opponent fits
    opponent_none: Described | None = None
