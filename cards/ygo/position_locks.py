"""Equip and Continuous Spells and Traps whose text keeps monsters from changing their battle
positions while they are face-up (9-2-11), read into the scenario format's `position_lock`.

Standard library only. "Monsters your opponent controls cannot change their battle positions."
(Gravity Axe - Grarl, Swords of Concealing Light): whose monsters, `opponent`, `controller` or
`any` ("Monsters on the field", or no player named). A sentence is read only when the card's
other reader read something (an Equip Spell's equip, a Continuous card's other sentence): it is
taken off that reading's `left`. A condition ("While you control ...", "While this card is
face-up on the field and ...") or a position ("Defense Position monsters ...") or "or attack"
leaves the sentence unread: the key does not say it. Anchored pattern, no nested quantified
group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

LOCK = re.compile(r"^Monsters(?: (?P<whose>your opponent controls|you control|on the field))? "
                  r"cannot change their battle positions\.$")
WHOSE = {"your opponent controls": "opponent", "you control": "controller",
         "on the field": "any", None: "any"}


def lock(text: str) -> str | None:
    """The `position_lock` of one sentence (whose monsters), or None."""
    found = LOCK.match(text)
    return None if found is None else WHOSE[found.group("whose")]


def fold(encoded: dict[str, Any] | None, breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """The card's fields with its lock sentence taken off `left` into `position_lock`; the same
    fields when it has none, when nothing else of it was read, or when it is said twice."""
    if encoded is None or not encoded.get("left") or "position_lock" in encoded:
        return encoded
    left = list(encoded["left"])
    for effect in breakdown.effects:
        whose = lock(effect.text) if effect.kind == "continuous" and not effect.condition \
            and not effect.options and effect.text in left else None
        if whose is None:
            continue
        left.remove(effect.text)
        out = {key: value for key, value in encoded.items() if key != "left"}
        out["position_lock"] = whose
        return {**out, "left": left} if left else out
    return encoded
