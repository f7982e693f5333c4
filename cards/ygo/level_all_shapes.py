"""The Levels of every face-up monster of a kind raised or lowered at once (4-2-2), read into
the scenario format's `level_all` step, or refused.

Standard library only. "Increase the Levels of all Machine-Type monsters you currently
control by 1.", "Reduce the Levels of all Level 4 Fish-Type monsters you currently control by
1.", "Increase the Levels of all "Mermail" monsters you currently control by 2.", "... of all
"Starfish" you currently control ..." (a card's name) and "... all monsters your opponent
controls by 5." -> `{level_all: {player, by, ...words}}`: the monsters there as the effect
resolves ("currently"), each changed for as long as it stays face-up, as `level` does one. A
time limit ("until the end of this turn"), "increase or decrease", a Level counted from
another card, monsters in the hand or a Continuous Effect's lasting change is not read here.
Patterns are anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

WHOSE = {"you control": "controller", "your opponent controls": "opponent",
         "on the field": "both"}
ALL = re.compile(r"^(?:[Yy]ou can )?(?P<way>[Ii]ncrease|[Rr]educe) the Levels of all "
                 r"(?P<other>other )?(?:\"(?P<named>[^\"]+)\"|" + described.words()
                 + r"monsters) (?:currently )?(?P<whose>you (?:currently )?control|your "
                 r"opponent (?:currently )?controls|(?:currently )?on the field) by "
                 r"(?P<by>[1-9]|1[0-2])\.$")


def read(text: str) -> list[Fields] | None:
    """The `level_all` step, or None when the sentence is not one of these wordings."""
    found = ALL.match(text)
    if found is None:
        return None
    words = {"names": [found.group("named")]} if found.group("named") \
        else described.fields(found, True)
    if words is None:
        return None
    whose = found.group("whose").replace("currently ", "")
    by = int(found.group("by"))
    step: Fields = {"player": WHOSE[whose], "by": by if found.group("way").lower() ==
                    "increase" else -by, **words}
    if found.group("other"):
        step["other"] = True
    return [{"level_all": step}]
