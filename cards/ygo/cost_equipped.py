"""An Equip Card equipped to the monster itself, sent to the GY as the cost of its effect
(10-4-11), read into the scenario format's `cost_cards` with `equipped: true`: "send 1 Equip
Card equipped to this card to the GY" (Dragunity Knight - Vajrayana), "send 1 Equip Card you
control that is equipped to this card to the GY" (Dragunity Knight - Gormfaobhar); and any
Equip Card its player controls, whatever monster it is equipped to: "send 1 face-up Equip Card
you control to the Graveyard" (Evocator Chevalier), read into `equip_card: true`.

Standard library only. Only "Equip Card" is read: any card equipped to the monster is one
(an Equip Spell, an Equip Trap, a monster treated as an Equip Card, 10-4-6); "Equip Spell
Card" and "Monster Card" narrow it by what the card was, which is left a note. Anchored
pattern, no nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

EQUIPPED = re.compile(r"^Send 1 Equip Card (?:you control that is )?equipped to this card to "
                      r"the (?:GY|Graveyard)$")
# an Equip Card is face-up while it is one (10-4-6): "face-up" adds nothing
ANY = re.compile(r"^Send 1 (?:face-up )?Equip Card you control to the (?:GY|Graveyard)$")


def read(text: str) -> Fields | None:
    """`{"cost_cards": {..., "equipped": True}}` for that cost (`equip_card` for any Equip
    Card), or None."""
    if ANY.match(text):
        return {"cost_cards": {"do": "send", "from": ["field"], "what": "card",
                               "equip_card": True}}
    if EQUIPPED.match(text) is None:
        return None
    return {"cost_cards": {"do": "send", "from": ["field"], "what": "card", "equipped": True}}
