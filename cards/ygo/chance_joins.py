"""Sentences psct.py joins into the die roll printed just before them (5-3-23): "Roll a six-sided
die. All monsters you currently control gain ATK/DEF equal to the result x 100, until the end of
this turn." (Graceful Dice) is one effect, which chance_shapes.by_result reads. Standard library
only; psct.py imports it, so it imports nothing of cards.ygo.
"""
from __future__ import annotations

import re

ROLL_ALONE = re.compile(r"^[Rr]oll a six-sided die\.$")
# the amount the die's result multiplies, printed after the roll
TIMES_RESULT = re.compile(r"(?P<stat>ATK/DEF|ATK|DEF) equal to the result x (?P<n>\d+)\b")


def continues(action: str, sentence: str) -> bool:
    """Whether `sentence` is what the die rolled by the sentence just before it decides ("Roll
    a six-sided die. All monsters ... equal to the result x 100, ..."): the same effect."""
    return bool(ROLL_ALONE.match(action)) and TIMES_RESULT.search(sentence) is not None
