"""The Archfiends' die (5-3-31): "When resolving an opponent's card effect that targets this card,
roll a six-sided die and negate that effect if you roll a 1, 3, or 6, and if you do, destroy
that card." (or "... that targets an "Archfiend" monster you control, ..."), read into the card
key `targeted_die: {faces: [1, 3, 6]}` (with `guards: {archetype: Archfiend}`), which
judge/engine/ygo/targeted_dice.py applies as each such effect resolves.

Standard library only; the pattern is anchored, without a quantified group inside another.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

TEXT = re.compile(r"^When resolving an opponent's card effect that targets (?:this card|an? "
                  r"\"(?P<archetype>[^\"]+)\" monster you control), roll a six-sided die,? and "
                  r"negate that effect if you roll an? (?P<faces>[1-6](?:, [1-6])*(?:,? or "
                  r"[1-6])?), and if you do, destroy that card\.$")


def read(text: str) -> Fields | None:
    """The `targeted_die` key of the sentence, or None when it is another."""
    found = TEXT.match(text)
    if found is None:
        return None
    spec: Fields = {"faces": [int(face) for face in re.findall(r"[1-6]", found.group("faces"))]}
    if found.group("archetype"):
        spec["guards"] = {"archetype": found.group("archetype")}
    return {"targeted_die": spec}


def read_monster(main: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """The sentence among a monster's Continuous ones not read yet: its key into `fields`."""
    psct.read_each(main, fields, read_texts, read)
