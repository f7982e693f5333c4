"""An Equip Card equipped to the monster itself, sent to the GY as the cost of its effect
(10-4-11), read into the scenario format's `cost_cards` with `equipped: true`: "send 1 Equip
Card equipped to this card to the GY" (Dragunity Knight - Vajrayana), "send 1 Equip Card you
control that is equipped to this card to the GY" (Dragunity Knight - Gormfaobhar).

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


def read(text: str) -> Fields | None:
    """`{"cost_cards": {..., "equipped": True}}` for that cost, or None."""
    if EQUIPPED.match(text) is None:
        return None
    return {"cost_cards": {"do": "send", "from": ["field"], "what": "card", "equipped": True}}
