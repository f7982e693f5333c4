"""A Synchro Monster's first line when it describes its materials (8-5-3, 8-5-12): the Tuner
side ("1 DARK Tuner", '1 "Fabled" Tuner', "1 Tuner Synchro Monster", "2 Tuners", "1+ Fish
Tuners", or one card named in quotes: '"Junk Synchron"') and the non-Tuner side ("1+
non-Tuner monsters", "1 or more non-Tuner WIND monsters", '2+ non-Tuner "T.G." monsters',
"1+ non-Tuner Synchro Monsters"), read into `summon_materials`: `min`/`max` and the
description keys for the non-Tuners, `tuners: {min, max, ...}` for the Tuners (`max: 0`: no
bound).

A line whose other side is not "non-Tuner" ("1 Tuner + 1+ EARTH monsters", '"X" + 1+ Tuners'),
or whose description the format cannot hold gives None: the line stays a note, never guessed.
A Type and a kind at once ("1 non-Tuner DARK Dragon Synchro Monster") ask for both
(`type: Dragon, also_type: Synchro`).

Standard library only; each pattern is anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, link_materials

Fields = dict[str, Any]

COUNT = r"(?P<n>\d+)(?P<more>\+| or more)?"
# "1 WIND Machine Tuner", '1 "Fabled" Tuner', "1 Level 4 Tuner", "2 Tuners", "1+ Fish Tuners"
TUNER = re.compile(rf"^{COUNT} {described.words('')}Tuners?$")
TUNER_SYNCHRO = re.compile(rf"^{COUNT} Tuner Synchro Monsters?$")  # "1 Tuner Synchro Monster"
NAMED = re.compile(r'^"(?P<name>[^"]+)"$')  # '"Junk Synchron"': that very card
NON_TUNERS = re.compile(rf"^{COUNT} non-Tuners?(?: (?P<rest>.+))?$")
# "DARK Dragon Synchro Monster": a Type and a kind at once, each asked (`also_type`)
BOTH = re.compile(rf"^{described.words(link_materials.KINDS)}(?:monsters?|Monsters?)$")


def read(line: str) -> Fields | None:
    """The `summon_materials` fields of a Synchro Monster's first line, or None."""
    sides = line.strip().split(" + ")
    if len(sides) != 2:
        return None
    tuners, others = _tuners(sides[0]), _non_tuners(sides[1])
    if tuners is None or others is None:
        return None
    if tuners != {"min": 1, "max": 1}:  # the rules' own single Tuner needs no key
        others["tuners"] = tuners
    return others


def _counted(found: re.Match[str]) -> Fields:
    count = int(found.group("n"))
    return {"min": count} if found.group("more") else {"min": count, "max": count}


def _tuners(words: str) -> Fields | None:
    """How many Tuners and what each is, or None."""
    named = NAMED.match(words)
    if named is not None:
        return {"min": 1, "max": 1, "names": [named.group("name")]}
    found = TUNER_SYNCHRO.match(words)
    if found is not None:
        return {**_tuner_count(found), "type": "Synchro"}
    found = TUNER.match(words)
    if found is None:
        return None
    each = described.fields(found, monster=True)
    return None if each is None else {**_tuner_count(found), **each}


def _tuner_count(found: re.Match[str]) -> Fields:
    """ "2 Tuners": exactly two; "1+ Tuners": `max: 0`, no bound (without `max` the format
    reads exactly `min`, the rules' one Tuner)."""
    count = int(found.group("n"))
    return {"min": count, "max": 0 if found.group("more") else count}


def _both(words: str) -> Fields | None:
    found = BOTH.match(words)
    return None if found is None else described.fields(found, monster=True, both=True)


def _non_tuners(words: str) -> Fields | None:
    """How many non-Tuners (the rules' "1 or more" without a key) and what each is."""
    found = NON_TUNERS.match(words)
    if found is None:
        return None
    each: Fields | None = {}
    if found.group("rest"):
        each = link_materials.description(found.group("rest")) or _both(found.group("rest"))
    # a Level in the non-Tuners' words would be the Xyz key `level`: not printed, not read
    if each is None or "not_type" in each or "level" in each:
        return None
    counted = _counted(found)
    if counted == {"min": 1}:
        counted = {}
    return {**counted, **each}
