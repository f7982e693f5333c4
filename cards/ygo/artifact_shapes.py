"""Two actions of the "Artifact" monsters' Trigger Effects ("If this card is Special Summoned
during your opponent's turn: ..."), read into the scenario format's steps, or nothing:

- "Your opponent cannot Special Summon monsters from the Extra Deck for the rest of this turn."
  (Artifact Scythe) -> `{summon_lock: {from: extra_deck, player: opponent}}`: the restriction
  of 5-2-10 on the opponent of the effect's player, who can Special Summon no monster from
  the Extra Deck until the turn ends (no exception printed: none allowed);
- "Destroy all cards in your Spell & Trap Zones." (Artifact Vajra) -> `{destroy_all: {player:
  controller, what: spell_trap_zones}}`: every card in its player's Spell & Trap Zones, the
  Pendulum Zones among them, never the Field Zone (3-6-1, 3-6-3, 5-3-1).

Standard library only. Whole sentences compared, or anchored patterns without nested
quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# "for the rest of this turn" said once, after what it forbids; "monsters" may be left out
OPPONENT_LOCK = re.compile(r"^Your opponent cannot Special Summon(?: monsters)?"
                           r"(?P<extra> from the Extra Deck)? for the rest of this turn\.$")
# the zones of the player's Spell & Trap Zones, Pendulum Zones included, not the Field Zone
ZONES_DESTROYED = "Destroy all cards in your Spell & Trap Zones."


def read(text: str) -> list[Fields] | None:
    """The step of one of the sentences above, or None."""
    found = OPPONENT_LOCK.match(text)
    if found is not None:
        scope = "extra_deck" if found.group("extra") else "any"
        return [{"summon_lock": {"from": scope, "player": "opponent"}}]
    if text == ZONES_DESTROYED:
        return [{"destroy_all": {"player": "controller", "what": "spell_trap_zones"}}]
    return None
