"""Trigger Effects on events of the monster itself that other words did not answer (5-1-3):

- "If this face-up card leaves the field" (`face_up_left_field`, 5-1-12): zones.move records
  `left_field` for every card that leaves the field; this asks that the monster was face-up
  as it left, whatever moved it (destroyed, Tributed, banished, returned, used as material);
  it is activated from wherever it went (`from` lists those zones); "If this face-up card on
  the field is sent to the GY" (`face_up_sent_from_field`, an Equip Spell's too) likewise asks
  that the card was face-up as it left the field for the Graveyard (5-1-12);
- "If this card is added to your hand, except by drawing it" (`added_to_hand`, 5-1-14) and
  "If this card is added from your Deck to your hand by a card effect"
  (`added_from_deck_by_effect`): zones.move records `added_to_hand` for a card that arrives
  in the hand from elsewhere, only for a card with such an effect (so that no other card's
  "When ..." effect misses its timing by a move nobody answers, 11-1-9); a draw
  (zones.draw_one records `drawn` for it) is not "added"; `moments.by_effect` marks the one a
  resolving effect made.

Only the duel's state is read here (model.py), so that zones.py can ask.
"""
from __future__ import annotations

from . import rules as cr
from .model import Z_DECK, Z_HAND, Card, MonsterEffect, State
from .moments import Happened

# the events of `state.happened` each of these answers (trigger_timing.ANSWERS)
OWN_ANSWERS = {"face_up_left_field": ("left_field",),
               "face_up_sent_from_field": ("sent_from_field_to_graveyard",),
               "added_to_hand": ("added_to_hand",),
               "added_from_deck_by_effect": ("added_to_hand_by_effect",)}
ADDED = ("added_to_hand", "added_from_deck_by_effect")
RULES = {"face_up_left_field": cr.LEAVES_THE_FIELD, "added_to_hand": cr.ADDED_TO_HAND,
         "face_up_sent_from_field": cr.LEAVES_THE_FIELD,
         "added_from_deck_by_effect": cr.ADDED_TO_HAND}


def record_added(state: State, card: Card, origin: str) -> None:
    """A card that arrived in the hand from elsewhere (5-1-14), for its own effect only."""
    if card.zone == Z_HAND and origin != Z_HAND \
            and any(effect.on in ADDED for effect in card.effects):
        state.happened.append((card.id, card.moves, "added_to_hand"))


def own_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers the effect: the monster left the field face-up (5-1-12); it was added
    to the hand, not drawn, and from the Deck when its text says so (5-1-14)."""
    if effect.on in ("face_up_left_field", "face_up_sent_from_field"):
        return card.left_face_up
    if effect.on not in ADDED:
        return True
    if (card.id, card.moves, "drawn") in state.happened:
        return False  # drawn, by the Draw Phase or by an effect: not "added" (5-1-14)
    return effect.on == "added_to_hand" or card.came_from == Z_DECK


def activation_rules(effect: MonsterEffect) -> list[str]:
    """Cited as such an effect is activated."""
    return [RULES[effect.on]] if effect.on in RULES else []
