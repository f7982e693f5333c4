"""A monster effect changing the battle position of the monster itself, named "it" in an effect
that targets nothing (9-2-7): "When this card is Normal or Special Summoned: You can change its
battle position." -> `{change_position: {card: self, to: switch}}`, "If this card is Normal or
Flip Summoned: Change it to Defense Position." -> `to: defense`; and its ATK or DEF changed
there: "If this card inflicts battle damage to your opponent: It gains 300 ATK." -> `{atk:
{target: self, amount: 300, lasting: true}}` (stat_change_shapes.on_it, 4-2-5).

Standard library only. "It" is the monster itself only when the effect answers an event of its
own (not another card's: monster_conditions.OTHERS) and acts on the field; the engine checks
it is there, face-up, as it resolves (positions.py: a Set monster is not turned face-up, 9-2-7).
Patterns are anchored: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import monster_conditions, stat_change_shapes, stat_set_shapes

Fields = dict[str, Any]

SWITCH = re.compile(r"^[Cc]hange its battle position\.$")
TO = re.compile(r"^[Cc]hange it to (?P<to>face-down Defense|face-up Defense|Defense|Attack|"
                r"face-up Attack) Position\.$")
POSITION_TO = {"face-down Defense": "set", "face-up Defense": "defense", "Defense": "defense",
               "Attack": "attack", "face-up Attack": "attack"}


def itself(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    """The step on the monster itself, or None when the sentence is not this shape or "it"
    may be another card (a target, another card's event) or the monster is not on the field."""
    if aimed or fields.get("event") in monster_conditions.OTHERS \
            or fields.get("from", "field") != "field":
        return None
    changed = stat_change_shapes.on_it(text)  # "It gains 300 ATK." (4-2-5)
    changed = changed or stat_set_shapes.on_it(text)  # "Its ATK becomes ..." (4-2-8)
    if changed is not None:
        return changed
    if SWITCH.match(text):
        return [{"change_position": {"card": "self", "to": "switch"}}]
    found = TO.match(text)
    if found is None:
        return None
    return [{"change_position": {"card": "self", "to": POSITION_TO[found.group("to")]}}]
