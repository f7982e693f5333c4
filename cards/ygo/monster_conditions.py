"""More activation conditions of a monster's effects (added to monster_shapes.CONDITIONS):
older wordings of the ones read there, and events and phases the engine came to know later.

Standard library only. Each entry says what the condition makes of the effect: its type
(5-1-2 to 5-1-4), the event a Trigger Effect answers, the zone it is activated from (5-1-7)
and whether it is worded "When" (11-1-9).
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

MORE: dict[str, Fields] = {
    # older wordings: "Graveyard" for "GY"
    "If this card is in your Graveyard": {"type": "ignition", "from": "graveyard"},
    "If this card is sent to the Graveyard": {"type": "trigger", "event": "sent_to_graveyard",
                                              "from": "graveyard"},
    "When this card is sent to the Graveyard": {"type": "trigger",
                                                "event": "sent_to_graveyard",
                                                "from": "graveyard", "when": True},
    "If this card is sent from the field to the Graveyard": {
        "type": "trigger", "event": "sent_from_field_to_graveyard", "from": "graveyard"},
    "When this card is sent from the field to the GY": {
        "type": "trigger", "event": "sent_from_field_to_graveyard", "from": "graveyard",
        "when": True},
    "When this card is sent from the field to the Graveyard": {
        "type": "trigger", "event": "sent_from_field_to_graveyard", "from": "graveyard",
        "when": True},
    # an Ignition Effect, once per turn for each copy (5-1-2, 5-2-6)
    "Once per turn, during your Main Phase": {"type": "ignition"},
    # banished, from anywhere: activated from among the banished cards (5-1-3, 5-1-7)
    "If this card is banished": {"type": "trigger", "event": "banished", "from": "banished"},
    "When this card is banished": {"type": "trigger", "event": "banished", "from": "banished",
                                   "when": True},
}
