"""What an Xyz Monster's text says of its own Xyz Summon, as the engine keeps it (frozen data
read from the scenario, schema_xyz.py; checked by xyz_over.py, 8-5-10)."""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described


@dataclass(frozen=True, slots=True)
class XyzOver:
    """The monster an Xyz Monster may be Summoned on top of: as `monster` describes it (names,
    archetype, Types, Attributes), an Xyz Monster of one of `ranks` or of Rank `rank_max` or
    lower when given, and whether its text allows that once per turn only; its name other
    than the Xyz Monster's, its own Xyz Materials (at least some, or none), and the Main Phase
    2 only, where the text asks."""

    monster: Described
    ranks: tuple[int, ...] = ()
    rank_max: int = 0
    once_per_turn: bool = False
    # "... you control with a different name", "... with 3 or more materials", "... that has no
    # material", "During your Main Phase 2, you can also Xyz Summon ..." (8-5-10)
    other_name: bool = False
    materials_min: int = 0
    no_material: bool = False
    main_phase_2: bool = False
