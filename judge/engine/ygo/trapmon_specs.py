"""What a Trap Monster becomes when its own effect Special Summons it (4-6-5), as its text
prints it in brackets: kept apart from trap_monsters.py so that effect_specs.EffectStep and
model.Card can name it without importing the engine."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TrapMonster:
    """"Special Summon this card as a Normal Monster (Rock/EARTH/Level 4/ATK 1800/DEF 1000)
    (this card is also still a Trap)": `normal` (a Normal Monster) or an Effect Monster, its
    Type (with "Tuner" when printed), Attribute, Level, ATK and DEF; `still_trap`: also still a
    Trap Card while in the Monster Zone, or (False) "NOT treated as a Trap"; `position`: the one
    its text names ("in Defense Position"), "" its controller's choice (8-4-3)."""

    monster_type: str
    attribute: str
    level: int
    atk: int
    defense: int
    normal: bool = True
    tuner: bool = False
    still_trap: bool = True
    position: str = ""
    # "If Summoned this way, this card cannot attack." (12-3-15), "... cannot be destroyed by
    # battle." (12-8-3): what its text says of it as that monster
    no_attack: bool = False
    battle_indestructible: bool = False
    # "Activate this card by declaring 1 Monster Type and 1 Attribute; ... with that Type and
    # Attribute": its Type and Attribute are the ones its activation declares
    declared: bool = False
