"""Continuous Effects that spare monsters from destruction a number of times each turn (5-3-15),
read into the scenario format's `survives`:

- "The first time this card would be destroyed by battle each turn, it is not destroyed." (or
  "by card effect", "by an opponent's card effect", "by battle or card effect"; "Each turn, the
  first time this card would be destroyed by battle, it is not destroyed."): `{by, opponent}`;
- "Once per turn, this card cannot be destroyed by battle." ("Twice per turn": `times: 2`);
- "The first time each "X" monster you control would be destroyed by battle each turn, it is
  not destroyed." (a description described.py reads): with `monsters`.

Standard library only; anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"
BY: dict[str, Fields] = {"battle": {"by": "battle"}, "card effect": {"by": "effect"},
      "battle or card effect": {"by": "any"},
      "an opponent's card effect": {"by": "effect", "opponent": True},
      "your opponent's card effect": {"by": "effect", "opponent": True}}
BY_WORDS = "|".join(re.escape(words) for words in BY)
FIRST = re.compile(r"^The first time (?:this card|each " + described.words(KINDS)
                   + r"(?P<noun>monster|Monster) you control) would be destroyed by (?P<by>"
                   + BY_WORDS + r") each turn, it is not destroyed\.$")
EACH_TURN = re.compile(r"^Each turn, the first time this card would be destroyed by (?P<by>"
                       + BY_WORDS + r"), it is not destroyed\.$")
PER_TURN = re.compile(r"^(?P<times>Once|Twice) per turn, this card cannot be destroyed by "
                      r"battle\.$")


def read(text: str) -> Fields | None:
    """The `survives` entry of one sentence, or None."""
    found = PER_TURN.match(text)
    if found is not None:
        return {"by": "battle", "times": 1 if found.group("times") == "Once" else 2}
    found = EACH_TURN.match(text)
    if found is not None:
        return dict(BY[found.group("by")])
    found = FIRST.match(text)
    if found is None:
        return None
    out = dict(BY[found.group("by")])
    if found.group("noun") is None:
        return out
    words = described.fields(found, monster=True)
    return None if words is None else {**out, "monsters": words}
