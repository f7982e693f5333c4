"""Activation conditions on a monster of its player turned face-down (5-1-3, 9-2-6): "When a
face-up monster you control is flipped face-down, if you control no face-up monsters: You can
Special Summon this card from your hand in Defense Position." (the "Subterror" monsters).

Only an effect turns a face-up monster face-down (9-2-6); the engine records it as the event
`other_flipped_face_down` of that monster (positions.py) and the effect answers it for a
monster of its player (`other`). The board part after ", if" must hold as the effect is
activated (5-2-4): `face_up_monsters_max`. Standard library only; one anchored pattern,
linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

FLIPPED = re.compile(r"^(?P<s>If|When) a face-up monster you control is flipped face-down"
                     r"(?P<none>, if you control no face-up monsters)?$")


def condition(text: str) -> Fields | None:
    """The fields of the condition, or None when it is not this wording."""
    found = FLIPPED.match(text)
    if found is None:
        return None
    board = {"if": {"face_up_monsters_max": 0}} if found.group("none") else {}
    return {"type": "trigger", "event": "other_flipped_face_down",
            "other": {"what": "monster", "player": "controller"}, **board,
            **({"when": True} if found.group("s") == "When" else {})}
