"""The older "change its ATK to N" of a targeted monster (4-2-8), what the Magical Musket
Spells/Traps print among others, read as the `becomes` step "its ATK becomes N" reads into
(stat_set_shapes.on_target, the same words in the newer order):

- "Change its ATK to 0 until the end of this turn." / "Until the end of this turn, change its
  ATK/DEF to 0.": `{becomes: {target: chosen, atk: 0, ...}}` for the turn; without a time, while
  it stays face-up (`lasting`, 4-2-5);
- "Until the end of this turn, change its ATK/DEF to 0, also it has its effects negated."
  (Magical Musket - Cross-Domination): that step and `{negate_effects: {card: chosen}}` (5-5-1),
  both for the turn the words put first.

Standard library only; the pattern is anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import stat_set_shapes

Fields = dict[str, Any]

CHANGE = re.compile(r"^(?P<lead>[Uu]ntil the end of this turn, )?(?:[Cc]hange) (?P<whose>its|"
                    r"that target's) (?P<stat>ATK/DEF|ATK|DEF) to (?P<n>\d+)(?P<tail> until the "
                    r"end of this turn)?(?P<negated>, also it has its effects negated)?\.$")


def on_target(text: str, spec: Fields, face_up: Callable[[Fields], bool]) -> list[Fields] | None:
    """The steps on the targeted monster, or None when the words are not these or the target
    is not always a face-up monster on the field (target_actions' check)."""
    found = CHANGE.match(text)
    if found is None or found.group("lead") and found.group("tail"):
        return None  # the time said twice
    if found.group("negated") and not found.group("lead"):
        return None  # how long the negation lasts is said first or not at all
    timed = " until the end of this turn" if found.group("lead") or found.group("tail") else ""
    steps = stat_set_shapes.on_target(
        f"{found.group('whose')} {found.group('stat')} becomes {found.group('n')}{timed}.",
        spec, face_up)
    if steps is None or not found.group("negated"):
        return steps
    return [*steps, {"negate_effects": {"card": "chosen"}}]  # face-up on the field, as above
