"""A coin toss with what each result does printed in the same sentence (5-3-23): "toss a coin
and if the result is heads, Special Summon this card to your field, or if the result is tails,
Special Summon this card to your opponent's field" (Couple of Aces), "toss a coin and if the
result is heads, destroy it, or if the result is tails, return it to the hand", and the one
result alone ("Toss a coin and if the result is heads, send this card to the GY."): read into
the format's `toss_coin` step with one outcome for each result printed (`heads: 1`,
`heads: 0`). A result not printed does nothing (chance.py says so). Each result's part is read
by `steps` as a sentence of its own; when one does not read, the whole is left unread.

Standard library only. The pattern is anchored, its two parts lazy and without nested
quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Steps = Callable[[str], "list[Fields] | None"]

SIDES = re.compile(r"^[Tt]oss a coin and if the result is heads, (?P<heads>.+?)"
                   r"(?:, or if the result is tails, (?P<tails>.+?))?\.$")


def read(text: str, steps: Steps) -> list[Fields] | None:
    """The `toss_coin` step of `text`, each result's part read by `steps`; None when the text
    is another or a part does not read."""
    found = SIDES.match(text)
    if found is None:
        return None
    outcomes: list[Fields] = []
    for face, heads in (("heads", 1), ("tails", 0)):
        part = found.group(face)
        if part is None:
            continue
        done = steps(part[:1].upper() + part[1:] + ".")
        if done is None:
            return None
        outcomes.append({"heads": heads, "steps": done})
    return [{"toss_coin": {"times": 1, "outcomes": outcomes}}]
