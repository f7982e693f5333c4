"""What a monster's text gives the monster Summoned using it as material (8-5-11): "A WIND
Xyz Monster that was Summoned using this card on the field as material gains this effect.
● Your opponent cannot target this card with card effects." (Lyrilusc - Cobalt Sparrow)."""
from __future__ import annotations

from typing import NamedTuple

from .effect_specs import Described

# the Continuous Effects it may give, each a card field the engine reads through negation.has
# (calculation.py for battle_indestructible)
GIVES = ("battle_indestructible", "effect_indestructible", "untargetable_by_opponent",
         "piercing")
BY = ("synchro", "xyz")


class SummonGrant(NamedTuple):
    by: str  # the Summon that uses it: "synchro" or "xyz"
    to: Described  # the monster so Summoned it gives the effect to
    gives: str  # one of GIVES
