"""A Trap's sentence letting it be activated from the hand (10-3-1), read into the card's
`from_hand` field (judge/engine/ygo/hand_traps.py applies it):

- "If you control no cards, you can activate this card from your hand." (Infinite
  Impermanence, Evenly Matched): `from_hand: {if: {cards_max: 0}}`;
- "You can activate this card from your hand by paying half your LP." (Red Reboot):
  `from_hand: {pay_lp: half}`;
- any board the monsters' own Summons read (summon_shapes.condition: "If you control a
  "Harpie" monster", "If your opponent controls a monster and you control no cards"), and those
  hand_trap_boards.py adds ("If your opponent controls 2 or more Spells/Traps and you control no
  Spells/Traps", Typhoon).

Standard library only; the sentence is matched whole (an anchored pattern: linear). A
condition not read leaves the sentence unread.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import hand_trap_boards, psct

FROM_HAND = re.compile(r"^(?:If (?P<condition>[^,]+), )?[Yy]ou can activate this card from your "
                       r"hand(?P<half> by paying half your LP)?\.$")


def read(effect: psct.Effect) -> dict[str, Any] | None:
    """`{from_hand: {...}}` for the sentence, or None when it is not this one."""
    found = FROM_HAND.match(effect.text)
    if found is None or effect.options:
        return None
    condition = hand_trap_boards.condition(found.group("condition"))
    if condition is None:
        return None
    spec: dict[str, Any] = {"if": condition}  # {} when it asks for nothing on the field
    if found.group("half"):
        spec["pay_lp"] = "half"
    return {"from_hand": spec}
