"""Activation conditions of a monster's Trigger Effects that say how the card moved (5-1-18),
added to monster_shapes.CONDITIONS: the zone it left ("If this card is sent from the hand or
Monster Zone to the GY"), what moved it ("If this card is sent from your hand to your GY by an
opponent's card effect"), an exception ("If this card is sent from the field to the GY, except
when destroyed by battle"), or either of two events ("If this card is Normal or Pendulum
Summoned"). Each names the event judge/engine/ygo/how_moved.py answers; each is activated from
where the move left the card (5-1-7).

Standard library only; whole wordings, no pattern. "your Monster Zone", "your hand": the
format's card is its owner's, so "your" adds nothing to the zone.
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]
GY = ("GY", "Graveyard")


def _both(rest: str, shape: Fields) -> dict[str, Fields]:
    """The "If" and "When" wordings of one condition: "When" is marked (11-1-9)."""
    return {f"If {rest}": shape, f"When {rest}": {**shape, "when": True}}


CONDITIONS: dict[str, Fields] = {}
# either of two Summons of this card (8-1-1, 8-3-5, 8-5-1, 8-5-6): activated where it is
for _words, _event in (("Normal or Pendulum Summoned", "normal_or_pendulum_summoned"),
                       ("Flip or Special Summoned", "flip_or_special_summoned"),
                       ("Fusion Summoned or flipped face-up", "fusion_summoned_or_flipped")):
    CONDITIONS.update(_both(f"this card is {_words}",
                            {"type": "trigger", "event": _event}))
for _gy in GY:
    _sent: Fields = {"type": "trigger", "from": "graveyard"}
    for _rest, _event in (
            # by a resolving effect, or destroyed by battle and so sent there (5-3-1)
            (f"this card is sent to the {_gy} by card effect, or by being destroyed by battle",
             "sent_by_effect_or_destroyed_by_battle"),
            # not from the Deck, nor from a Pendulum Zone (5-1-6)
            (f"this card is sent from the hand or Monster Zone to the {_gy}",
             "sent_from_hand_or_monster_zone_to_graveyard"),
            (f"this card is sent from your Monster Zone to your {_gy} by an opponent's card "
             "effect", "sent_from_monster_zone_by_opponent_effect"),
            (f"this card is sent from your hand to your {_gy} by an opponent's card effect",
             "sent_from_hand_by_opponent_effect"),
            (f"this card is sent from the field to the {_gy} by a card effect",
             "sent_from_field_by_effect"),
            (f"this card is sent from the field to the {_gy} by card effect",
             "sent_from_field_by_effect"),
            (f"this card is sent from the field to the {_gy}, except when destroyed by battle",
             "sent_from_field_except_by_battle")):
        CONDITIONS.update(_both(_rest, {**_sent, "event": _event}))
    # "your Monster Zone": the Monster Zone, its owner's (conditions_more.py reads "the")
    CONDITIONS.update(_both(f"this card is sent from your Monster Zone to the {_gy}",
                            {**_sent, "event": "sent_from_monster_zone_to_graveyard"}))
