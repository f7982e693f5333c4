"""Trigger Effects of an Equip Card that answer what its equipped monster does (5-1-3,
10-4-7): "If the equipped monster destroys an opponent's monster by battle: Draw 1 card."
(`event: equipped_destroyed_a_monster`, `from: equipped`). The event is the monster's own
(`destroyed_a_monster`, recorded at the end of the Damage Step, 12-4-4); the Equip Card answers
it only while it is face-up in the Spell & Trap Zone equipped to that very monster (the same
id, not moved since, 4-5-5)."""
from __future__ import annotations

from .model import Z_SPELLS_TRAPS, Card, MonsterEffect, State
from .moments import Happened

# the events of the Equip Card itself each word answers: none (trigger_timing.ANSWERS)
EQUIP_ANSWERS: dict[str, tuple[str, ...]] = {"equipped_destroyed_a_monster": ()}
# the equipped monster's event each word answers
EQUIPPED_EVENTS = {"equipped_destroyed_a_monster": "destroyed_a_monster"}


def equipped_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` happened to the monster this Equip Card is equipped to, as its word says."""
    wanted = EQUIPPED_EVENTS.get(effect.on)
    cid, moves, what = event
    return wanted == what and card.zone == Z_SPELLS_TRAPS and card.face_up \
        and card.equipped_to == (cid, moves) and cid in state.cards
