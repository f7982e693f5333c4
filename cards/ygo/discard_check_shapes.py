"""An effect that discards a card picked at random from its player's own hand and goes on by
what that card turned out to be (5-3-21, 5-3-27), read into the scenario format's
`discard_random` and `unless_discarded` steps: "your opponent randomly chooses 1 card from your
entire hand, then you discard the chosen card. Then, if the discarded card was not "Danger!
Bigfoot!", Special Summon 1 "Danger! Bigfoot!" from your hand, and if you do, draw 1 card."

The sentence after "Then," is printed apart but belongs to the same effect (`continues`, used
by psct.py). What follows the name is read by the caller's reader of an action; anything it
cannot read leaves the whole effect unread.

Standard library only; the patterns are anchored, with no quantified group inside another:
linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Steps = Callable[[str], "list[Fields] | None"]

CHOSEN = re.compile(r"^[Yy]our opponent randomly chooses 1 card from your entire hand, then "
                    r"you discard the chosen card\.$")
THEN = re.compile(r'^Then, if the discarded card was not "(?P<name>[^"]+)", (?P<rest>.+)$')
JOIN = " Then, if the discarded card"


def continues(action: str, sentence: str) -> bool:
    """Whether `sentence` is the "Then, if the discarded card was not ..." of the random
    discard printed just before it."""
    return bool(CHOSEN.match(action)) and bool(THEN.match(sentence))


def read(text: str, steps: Steps) -> list[Fields] | None:
    """The two steps, or None when the text is not this shape or its rest does not read."""
    first, joined, second = text.partition(JOIN)
    found = THEN.match(joined.lstrip() + second) if joined else None
    if found is None or not CHOSEN.match(first):
        return None
    rest = steps(found.group("rest"))
    if rest is None:
        return None
    return [{"discard_random": {"player": "controller", "count": 1}},
            {"unless_discarded": {"name": found.group("name"), "steps": rest}}]
