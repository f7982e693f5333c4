"""A Synchro or Xyz Monster's first line, what it asks of the materials of its Summon (8-5-3,
8-5-4), read into the scenario format's `summon_materials: {min, max, level}` (the engine's
extra_summon.py checks it), or None when the line asks for what is not read (a Synchro
Monster's Tuners and non-Tuners, described or not: synchro_materials.py): that line is then
named as not applied. An Xyz
Monster's materials may also be described ('2 Level 4 "Utopia" monsters', "2 Level 4 WATER
monsters", "2 or more (max. 5) Level 6 FIRE monsters"): the description keys a Link Monster's
materials use (link_materials.py), checked for each material (8-5-4).

Standard library only; each pattern is anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import link_materials, synchro_materials

XYZ = re.compile(r"^(?P<n>\d+)(?P<more>\+| or more)?(?: \(max\. (?P<max>\d+)\))? "
                 r"Level (?P<level>\d+) (?P<rest>.+)$")


def read(line: str, monster_types: list[str]) -> dict[str, Any] | None:
    """The `summon_materials` fields ({} for the rules' own requirement), or None."""
    if "Synchro" in monster_types:
        return synchro_materials.read(line)  # 8-5-3, 8-5-12
    if "Xyz" in monster_types:
        found = XYZ.match(line)
        if found is None:
            return None
        return _xyz(found)
    if "Link" in monster_types:  # 8-5-5
        return link_materials.read(line)
    return {}  # the engine has no other Summon from the Extra Deck to check


def _xyz(found: re.Match[str]) -> dict[str, Any] | None:
    """ "2 Level 4 monsters", "2+ Level 4 "Utopia" monsters", "2 or more (max. 5) Level 4
    Warrior monsters": how many, their Level and what each is; "(max. 5)" only after "or
    more", and nothing after the noun ("with different Attributes" is not checked here)."""
    count, level = int(found.group("n")), int(found.group("level"))
    if found.group("max") and not found.group("more"):
        return None
    each = link_materials.description(found.group("rest"))
    if each is None or "not_type" in each or "level" in each:
        return None
    fields: dict[str, Any] = {"min": count, "level": level, **each}
    if found.group("max"):
        fields["max"] = int(found.group("max"))
    elif not found.group("more"):
        fields["max"] = count
    return fields
