"""The states of the board a Spell's or Trap's `if` may ask beyond those a monster's text asks
(summon_specs.SummonCondition): read by schema_stconds.py, checked by card_conditions.py
(5-2-4). -1 / 0 / None: not asked."""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described

# `graveyard_none`: the kinds of card none of which may be in its player's GY ("If you have no
# Spell/Trap Cards in your Graveyard": spell_trap)
GRAVEYARD_NONE = {"trap": ("trap",), "spell": ("spell",), "spell_trap": ("spell", "trap")}


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
    graveyard_none: str = ""  # "If you have no Traps in your GY": "trap" (GRAVEYARD_NONE)
    # "If there is no face-up Field Spell on the field, destroy this card." (kept_if, 5-4-6):
    # a face-up card in either player's Field Zone, whatever its name
    field_spell_any: bool = False
    # "your opponent controls no Toon monsters" (direct_attack_if, 12-3-10): no face-up monster
    # of the opponent fits
    opponent_none: Described | None = None
    # "If a monster with 2500 original ATK or DEF is on the field": a face-up monster of either
    # player whose original ATK or DEF is N (a Link Monster has no DEF, 4-2-1)
    field_original_stat: int = -1
    # "If you control a Level/Rank 2 monster": a face-up monster of its player whose Level or
    # Rank (an Xyz Monster's, 4-2-3) is N; a Link Monster has neither
    control_level_rank: int = 0
    # "while the total Levels and Ranks of all Effect Monsters you control are 8 or lower": the
    # face-up Effect Monsters of its player, their Levels and Ranks added (a Link Monster has
    # neither, 4-2-4), at most N
    effect_levels_max: int = -1
    opponent_monsters_max: int = -1  # "If your opponent controls no monsters": 0
    # "If there is a card in a Field Zone": "any" (face-down too); "If a face-up card is in a
    # Field Zone": "face_up"; either player's
    field_zone: str = ""
    # "If your opponent controls a monster with 2000 or more ATK": a face-up one, its ATK as it
    # stands (4-2-5)
    opponent_atk_min: int = -1
    # "... 3 or more "Laval" monsters with different names in your Graveyard": `graveyard_min`
    # counts names, each once
    graveyard_min_names: bool = False
    # "If 2 or more Beast-Warrior monsters are on the field": that many fitting `field_control`
    field_control_min: int = 0
    # "When there are face-up WIND, WATER, FIRE and EARTH monster(s) on the field"
    # (Fuh-Rin-Ka-Zan): each Attribute on a face-up monster, either player's
    field_attributes: tuple[str, ...] = ()
