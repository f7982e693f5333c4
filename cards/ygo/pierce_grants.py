"""A Continuous Effect that gives piercing battle damage to the monsters of its controller it
describes (12-6-4): "If your Dragon monster attacks a Defense Position monster, inflict piercing
battle damage to your opponent." (Dragon's Rage), "If a "Chronomaly" monster you control attacks
..." (Chronomaly Mud Golem), under a condition read by continuous_conditions.py ("While you
control another Reptile monster, if a Reptile monster you control attacks ...", Lion
Alligator). Read into the card key `piercing_grant: {monsters: DESCRIPTION, if: CONDITION}`; the
card itself is one of those monsters when it fits. What the description cannot hold ("your
"Performapal" or "Odd-Eyes" monster", "your linked monster", "... in the Extra Monster Zone"),
a condition not read ("While your LP is higher than your opponent's") and the monster's own
piercing (monster_encoding.py's `piercing`) are not read here; a Pendulum Effect's stays a
note (it would apply while the card is a Pendulum Scale).

Standard library only. Anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import continuous_conditions, described, psct

Fields = dict[str, Any]

KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"
# the words after the monsters: the battle and the damage (older "Battle Damage")
PIERCES = r" attacks a Defense Position monster, inflict piercing [Bb]attle [Dd]amage" \
    r"(?: to your opponent)?\.$"
# "your Dragon monster", "a Ritual Monster you control", "an Insect monster you control"
GRANT = re.compile(r"^If (?:(?P<your>your )|an? )" + described.words(KINDS)
                   + r"(?:monster|Monster)(?(your)| you control)" + PIERCES)


def read(text: str) -> Fields | None:
    """The card key of the sentence, or None."""
    found = GRANT.match(text)
    condition: Fields = {}
    if found is None:  # "While you control another Reptile monster, if ..."
        split = continuous_conditions.split(text) if text.startswith("While ") else None
        if split is None or not split[0]:
            return None
        condition, rest = split
        found = GRANT.match(rest)
    monsters = None if found is None else described.fields(found, monster=True)
    if monsters is None:
        return None
    return {"piercing_grant": {"monsters": monsters, **({"if": condition} if condition else {})}}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such a sentence among a monster's Continuous ones still unread, into `fields`."""
    psct.read_unread(breakdown, fields, read_texts, read, ("piercing_grant",))
