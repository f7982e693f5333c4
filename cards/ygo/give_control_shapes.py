"""Control of a targeted monster of yours given to the opponent (3-10-7): "Target 1 monster you
control; give control of it to your opponent." (Arcana Force XVIII - The Moon's Tails), also
"... until the End Phase of this turn" (given back, 3-10-4), read into the step
`{give_control: {card: chosen, until: end_phase|none}}` (judge/engine/ygo/give_control.py).

Standard library only. Only a target the activating player controls is read: a monster the
opponent already controls cannot be given to them.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

ON_TARGET = re.compile(r"^[Gg]ive control of (?:it|that target|that monster) to your opponent"
                       r"(?P<until> until the End Phase(?: of this turn)?)?\.$")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The `give_control` step on the target, a monster on the field you control."""
    found = ON_TARGET.match(text)
    if found is None or spec.get("what") != "monster" or spec.get("zone") != "field" \
            or spec.get("player") != "controller":
        return None
    until = "end_phase" if found.group("until") else "none"
    return [{"give_control": {"card": "chosen", "until": until}}]
