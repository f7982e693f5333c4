"""What a card does each time a Counter Trap Card resolves (11-1-10): "Each time a Counter Trap
Card is activated, immediately after it resolves, draw 1 card.", "..., Special Summon 1
"Synthetic Seraphim Token" (Fairy/LIGHT/Level 1/ATK 300/DEF 300).", read into the card key
`after_counter_trap: [steps]`.

Standard library only. The words after "immediately after it resolves," are read as any
effect's action is (shapes.py), and kept only when every step is one the engine does on its
own, with nothing to target or choose and nothing of the resolving Counter Trap to name: cards
drawn, Tokens Special Summoned, Life Points gained or damage inflicted. "this card gains 500
ATK, and if it does, and ... is on the field, ..." and the other riders are left unread. The
pattern is anchored and has no nested quantified group: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import shapes

Fields = dict[str, Any]

EACH = re.compile(r"^Each time a Counter Trap Card is activated, immediately after it resolves, "
                  r"(?P<action>\S.*\.)$")


def read(text: str) -> Fields | None:
    """`{after_counter_trap: [steps]}` of the sentence, or None."""
    found = EACH.match(text)
    if found is None:
        return None
    action = found.group("action")
    steps = shapes.action(action[0].upper() + action[1:], {})
    return {"after_counter_trap": steps} if steps and all(map(_alone, steps)) else None


def _alone(step: Fields) -> bool:
    """Whether the step is one the card does by itself: nothing counted or chosen."""
    if len(step) != 1:
        return False
    kind, arg = next(iter(step.items()))
    if kind in ("gain_lp", "damage"):  # a number as printed, no "for each" (5-3-20)
        return isinstance(arg, dict) and set(arg) <= {"player", "amount"}
    return kind == "summon_tokens" or kind == "draw" and isinstance(arg, int)
