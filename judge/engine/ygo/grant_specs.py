"""What a monster's text gives the monster Summoned using it as material (8-5-11): "A WIND
Xyz Monster that was Summoned using this card on the field as material gains this effect.
● Your opponent cannot target this card with card effects." (Lyrilusc - Cobalt Sparrow), or an
activated effect the monster then has as its own ("● If it is Xyz Summoned: It gains 1000
ATK.", Heroic Challenger - Extra Sword)."""
from __future__ import annotations

from typing import NamedTuple

from .continuous_specs import StatChange
from .effect_specs import Described
from .monster_specs import MonsterEffect

# the Continuous Effects it may give, each a card field the engine reads through negation.has
# (calculation.py for battle_indestructible)
GIVES: tuple[str, ...] = ("battle_indestructible", "effect_indestructible",
                          "untargetable_by_opponent", "piercing")
GIVES += ("battle_banishes",)  # "Banish any monster destroyed by battle with this card." 12-8-8
# "ritual": only a material Tributed from the field gives it ("Ritual Summoned using this card
# on the field", effect_summons.py)
# "attached": no Summon: "An Xyz Monster that has this card as material gains this effect."
# gives it to the Xyz Monster while the card is under it (xyz_grants.py, 4-4-11)
# "column": no Summon either: a Continuous Spell/Trap gives it to the monsters in its column
# and the adjacent ones while they stand there (column_grants.py, 3-11-3)
BY = ("synchro", "xyz", "ritual", "attached", "column")


class SummonGrant(NamedTuple):
    by: str  # the Summon that uses it: "synchro", "xyz" or "ritual"
    to: Described  # the monster so Summoned it gives the effect to
    gives: str  # one of GIVES; "" when it gives `effect`
    # an activated effect, added to the monster's own `effects` (summon_grants.py)
    effect: MonsterEffect | None = None
    # a lasting change to its own ATK and DEF ("gains 300 ATK"), with neither `gives` nor `effect`
    atk: int = 0
    defense: int = 0
    # "using only WATER monsters as material": what every material of the Summon must be
    only: Described | None = None
    # its Continuous Effects on ATK and DEF ("Monsters your opponent controls lose 500 ATK."),
    # entries of the monster's own `stat_changes`, applied from it while it keeps them
    changes: tuple[StatChange, ...] = ()
