"""Sentences psct.py joins into the die roll printed just before them (5-3-23): "Roll a six-sided
die. All monsters you currently control gain ATK/DEF equal to the result x 100, until the end of
this turn." (Graceful Dice) is one effect, which chance_shapes.by_result reads; so is "... whose
Level is equal to the result. (If the result is 6, you can Special Summon a Level 6 or higher
monster.)" (Agido, chance_shapes.by_level). Standard library only; psct.py imports it, so it
imports nothing of cards.ygo.
"""
from __future__ import annotations

import re

ROLL_ALONE = re.compile(r"^[Rr]oll a six-sided die\.$")
# the amount the die's result multiplies, printed after the roll
TIMES_RESULT = re.compile(r"(?P<stat>ATK/DEF|ATK|DEF) equal to the result x (?P<n>\d+)\b")
SIX_ALSO = re.compile(r"^\(If the result is 6, ")  # what a 6 does beside "equal to the result"
# the older "Toss a coin 3 times. If all 3 results are Heads, ... If all 3 results are Tails,
# ..." (Sand Gambler, chance_older.py)
TOSSED = re.compile(r"^Toss a coin [2-5] times\.")
ALL_RESULTS = re.compile(r"^If all [2-5] results are (?:Heads|Tails), ")
# a called coin and what a right or a wrong call does, in the sentences after it (5-3-33,
# coin_calls.py): "Toss a coin and call it. If you call it right, ... If you call it wrong, ..."
CALLED = re.compile(r"^If you call it (?:right|wrong), ")
CALL_WORDS = ("toss a coin and call it.", "toss a coin and call heads or tails.")


def continues(action: str, sentence: str) -> bool:
    """Whether `sentence` is what the die rolled by the sentence just before it decides ("Roll
    a six-sided die. All monsters ... equal to the result x 100, ...", "(If the result is 6,
    ...)"): the same effect."""
    if SIX_ALSO.match(sentence):
        return action.endswith(" equal to the result.")
    if ALL_RESULTS.match(sentence):
        return bool(TOSSED.match(action))
    if CALLED.match(sentence):  # the call, then its right and its wrong (5-3-33)
        return any(action.lower().endswith(words) for words in CALL_WORDS) \
            or " If you call it right, " in action

    return bool(ROLL_ALONE.match(action)) and TIMES_RESULT.search(sentence) is not None
