"""Trigger Effects answering a change of the monster's own battle position (9-2-9): "If this
Attack Position card is changed to face-up Defense Position" (`changed_to_defense`), "If this
Defense Position card is changed to Attack Position" (`changed_to_attack`: by hand, by an
effect, or by a Flip Summon, which turns it face-up in Attack Position, 8-3, 9-2-2), "If the
battle position of this card is changed" (`position_changed`: any of them, to face-down
Defense Position too).

summon.py (the changes by hand and the Flip Summon) and positions.py (by an effect) call
`record` with the position the monster had; the event is recorded only for a monster with such
an effect, so that no other card's "When ..." effect misses its timing by a change nobody
answers (11-1-9). Only the duel's state is read here (model.py)."""
from __future__ import annotations

from . import rules as cr
from .model import ATTACK, DEFENSE, SET, Card, MonsterEffect, State

# the events of `state.happened` each of these answers (trigger_timing.ANSWERS)
POSITION_ANSWERS = {"changed_to_defense": ("position_to_defense",),
                    "changed_to_attack": ("position_to_attack",),
                    "position_changed": ("position_to_defense", "position_to_attack",
                                         "position_to_set")}
# the event of each new position
EVENTS = {DEFENSE: "position_to_defense", ATTACK: "position_to_attack", SET: "position_to_set"}


def record(state: State, card: Card, old: str) -> None:
    """The monster's battle position changed from `old` to its own (9-2-9)."""
    if card.position != old and any(effect.on in POSITION_ANSWERS for effect in card.effects):
        state.happened.append((card.id, card.moves, EVENTS[card.position]))


def activation_rules(effect: MonsterEffect) -> list[str]:
    """Cited as such an effect is activated."""
    return [cr.OWN_POSITION_CHANGED] if effect.on in POSITION_ANSWERS else []
