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
    # "by detaching 2 Xyz Materials from a Rank 5 or 6 Insect Xyz Monster you control, then
    # using that Xyz Monster": detached from it first, to the Graveyard (8-5-10)
    detach: int = 0


@dataclass(frozen=True, slots=True)
class AttachedStats:
    """"Gains ATK/DEF equal to the ATK/DEF of all "Zoodiac" monsters attached to it": the
    materials so described, and which of their printed values ("atk", "def") add to its ATK
    and which to its DEF (4-4-11)."""

    described: Described
    atk: tuple[str, ...] = ()
    defense: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class HasMaterial:
    """"If this card has a "Number" monster as material": an effect activated only while one of
    the monster's named materials is so described, a monster unless `any_card` (4-4-11)."""

    described: Described
    any_card: bool = False
