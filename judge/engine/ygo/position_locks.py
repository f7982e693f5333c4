"""Face-up Spells and Traps that keep monsters from changing their battle positions (9-2-11):
"Monsters your opponent controls cannot change their battle positions." (Gravity Axe - Grarl,
the card key `position_lock`). While such a card is face-up on the field, the monsters it
names cannot have their battle positions changed by their controller: no change by hand in the
Main Phase (9-2-1) and no Flip Summon (8-3-1), which is a change of battle position. A card
effect may still change them (9-2-7): nothing here is asked of effects. Nothing is stored on
the monsters: each change is checked against the locks face-up at that moment, so a lock comes
and goes with its card.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import PLAYERS, Card, State


def lock_source(state: State, monster: Card) -> Card | None:
    """The first face-up Spell or Trap on the field whose lock holds `monster`, if any."""
    for pid in PLAYERS:
        player = state.players[pid]
        ids = player.spells_traps + ([player.field_spell] if player.field_spell else [])
        for card in (state.cards[card_id] for card_id in ids):
            if card.position_lock and card.face_up and _holds(card, monster):
                return card
    return None


def _holds(card: Card, monster: Card) -> bool:
    """Whose monsters the lock names; the format has no change of control, so a card's
    controller is its owner."""
    if card.position_lock == "controller":
        return monster.owner == card.owner
    if card.position_lock == "opponent":
        return monster.owner != card.owner
    return True


def change_problem(state: State, monster: Card) -> Illegal | None:
    """A change of battle position by hand the lock refuses (9-2-11, 9-2-1)."""
    source = lock_source(state, monster)
    if source is None:
        return None
    return Illegal("illegal.position_locked.change", (cr.POSITION_LOCK, cr.POSITION_CHANGES),
                   card=say.card(state, monster), source=say.card(state, source))


def flip_problem(state: State, monster: Card) -> Illegal | None:
    """A Flip Summon the lock refuses: it would change the monster's battle position (9-2-11,
    8-3-1)."""
    source = lock_source(state, monster)
    if source is None:
        return None
    return Illegal("illegal.position_locked.flip", (cr.POSITION_LOCK, cr.FLIP_SUMMON),
                   card=say.card(state, monster), source=say.card(state, source))
