"""A Fusion Monster's first line, its Fusion Materials (4-4-1, 8-5-2), read into the scenario
format's `fusion_materials: [{names: [X]}, {archetype: Y}, {type: Dragon}, ...]`, one entry
per material, or None when a part asks for more than a card's name or description.

Standard library only. The parts are joined by " + ", each one of:
- a card's name in quotes, `"Elemental HERO Avian"`, or N of them, `3 "Blue-Eyes White Dragon"`;
- N monsters described as effects describe them (described.py): `2 "Gem-Knight" monsters`,
  `1 Dragon monster`, `1 Level 5 or higher WIND monster`, `2 Normal Monsters`, `1 "Destiny
  HERO" Fusion Monster` (a kind is a `type` word), `1 monster` (any: `{}`).
Counts that vary ("2+", "1 or more"), "with different names" and alternatives ("X" or "Y")
are not read. Each pattern is anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

NAMED = re.compile(r'^(?:(?P<n>\d+) )?"(?P<name>[^"]+)"$')
# an Extra Deck kind too: '1 "Destiny HERO" Fusion Monster', "1 Synchro Monster"
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
DESCRIBED = re.compile(rf"^(?P<n>\d+) {described.words(KINDS)}(?P<noun>monsters?|Monsters?)$")
MOST = 6  # no Fusion Monster lists more


def read(line: str) -> list[Fields] | None:
    """One description per material, in the order printed, or None."""
    slots: list[Fields] = []
    for part in line.split(" + "):
        found = NAMED.match(part)
        if found is not None:
            slots += [{"names": [found.group("name")]}] * int(found.group("n") or 1)
            continue
        found = DESCRIBED.match(part)
        if found is None:
            return None
        words = described.fields(found, True)
        if words is None or "except" in words:
            return None
        slots += [words] * int(found.group("n"))
        if len(slots) > MOST:
            return None
    return slots if 2 <= len(slots) <= MOST else None
