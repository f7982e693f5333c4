"""What a monster's text says to keep its opponent from answering it (immunity.py applies it):
plain data the duel's cards keep (model.Card), with no engine import so the duel's state can
hold it."""
from __future__ import annotations

from dataclasses import dataclass

from .summon_specs import SummonCondition

LOCK_WHEN = ("attacks", "battles")
LOCK_WHAT = ("spells_traps", "all")
# what an effect's "cannot activate ... in response" names, when not every activation (11-2-8)
RESPONSES_WHAT = ("spells_traps", "monster_effects", "target")


@dataclass(frozen=True, slots=True)
class BattleLock:
    """"If this card attacks (`when: attacks`; `battles`: attacks or is attacked), your
    opponent cannot activate Spell/Trap Cards (`what: spells_traps`; `all`: cards or effects)
    until the end of the Damage Step" (12-3-20)."""

    when: str = "attacks"
    what: str = "spells_traps"


LOCKED_WHAT = ("all", "traps", "spells", "quick_play", "monster_effects",
               "graveyard_spells_traps", "graveyard_monsters")
LOCKED_DURING = ("battle_phase", "own_battle_phase", "main1")


@dataclass(frozen=True, slots=True)
class ActivationLock:
    """"Your opponent (`opponent`; `both`: Neither player) cannot activate Trap Cards (`what`)
    during the Battle Phase (`during`; "" always)" while the monster is face-up (5-4-5), and
    while what its text puts first holds (`condition`: "While you have no cards in your hand,
    ...")."""

    player: str = "opponent"
    what: str = "all"
    during: str = ""
    condition: SummonCondition = SummonCondition()
