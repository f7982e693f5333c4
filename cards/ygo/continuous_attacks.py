"""A monster's Continuous Effects on what its opponent's attacks may target (12-3-16), read into
the scenario format's `attack_shield`:

- "Your opponent's monsters cannot target this card for attacks." ("Monsters your opponent
  controls ...", "Your opponent cannot target this card for attacks."): `{}`;
- "This card cannot be targeted for attacks, but does not prevent your opponent from attacking
  you directly.": `{direct_ok: true}`;
- "Your opponent's monsters cannot target monsters for attacks, except this one." and "Monsters
  your opponent controls cannot target face-up "X" monsters for attacks, except this one.":
  `{only_me: true}` (with `monsters`, the words described.py reads);
- each after a condition "If you control another monster, ..." or one summon_shapes.py reads
  ("While you control a "X" monster, ..."): `if`.

Standard library only; anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, summon_shapes

Fields = dict[str, Any]

CONDITION = re.compile(r"^(?:While|If) (?P<condition>[^,]+), (?P<rest>.+)$")
WHO = r"(?:[Yy]our opponent's monsters|Monsters your opponent controls|[Yy]our opponent)"
SELF = re.compile(rf"^{WHO} cannot target this card for attacks\.$")
DIRECT_OK = "This card cannot be targeted for attacks, but does not prevent your opponent " \
    "from attacking you directly."
ONLY_ME = re.compile(rf"^{WHO} cannot target (?:face-up )?" + described.words()
                     + r"monsters(?: you control)? for attacks, except this one\.$")
OWN_CONDITIONS = {"you control another monster": {"monsters_min": 2}}  # itself and another


def read(text: str) -> Fields | None:
    """The `attack_shield` of one sentence, or None."""
    condition: Fields = {}
    found = CONDITION.match(text)
    if found is not None:
        words = found.group("condition")
        read_condition = OWN_CONDITIONS.get(words) or summon_shapes.condition(words)
        if not read_condition:
            return None
        condition = {"if": dict(read_condition)}
        text = found.group("rest")[0].upper() + found.group("rest")[1:]
    shield = _shield(text)
    return None if shield is None else {**shield, **condition}


def _shield(text: str) -> Fields | None:
    if SELF.match(text):
        return {}
    if text == DIRECT_OK:
        return {"direct_ok": True}
    found = ONLY_ME.match(text)
    if found is None:
        return None
    words = described.fields(found, monster=True)
    if words is None:
        return None
    return {"only_me": True, **({"monsters": words} if words else {})}
