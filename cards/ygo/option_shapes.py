"""Sentences first met as one "●" option of a choice (modal_shapes.py) that no other reader
reads, read into the scenario format's steps, or refused.

Standard library only. "Negate the effects of all face-up cards your opponent currently
controls." (Hi-Speedroid Kitedrake), with no time said: `{negate_all_effects: {player:
opponent, what: cards, lasting: true}}`, each card so negated for as long as it stays face-up
on the field (5-5-1); the same words "until the end of this turn" are shapes.py's. "...
until the end of this turn, except "U.A." monsters." (U.A. Player Manager): `except:
{archetype: U.A.}`, those monsters left as they are. The patterns are anchored and linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import option_chosen

Fields = dict[str, Any]

NEGATE_ALL = re.compile(r"^Negate the effects of all face-up (?P<what>monsters|cards) (?P<whose>"
                        r"your opponent currently controls|you currently control|currently on "
                        r"the field)\.$")
WHOSE = {"your opponent currently controls": "opponent", "you currently control": "controller",
         "currently on the field": "both"}
# "Negate the effects of all face-up monsters on the field until the end of this turn, except
# "U.A." monsters." (U.A. Player Manager): every face-up monster but those of that archetype
SPARED = re.compile(r"^Negate the effects of all face-up monsters (?P<whose>your opponent "
                    r"controls|you control|on the field) until the end of this turn, except "
                    r"\"(?P<archetype>[^\"]+)\" monsters\.$")
SPARED_WHOSE = {"your opponent controls": "opponent", "you control": "controller",
                "on the field": "both"}


def read(text: str) -> list[Fields] | None:
    """The step of one of the sentences above, or None; a monster taken or changed in
    position, chosen as the effect resolves, is option_chosen.py's (5-3-22)."""
    chosen = option_chosen.read(text)
    if chosen is not None:
        return chosen
    spared = SPARED.match(text)
    if spared is not None:
        return [{"negate_all_effects": {"player": SPARED_WHOSE[spared.group("whose")],
                                        "what": "monsters",
                                        "except": {"archetype": spared.group("archetype")}}}]
    found = NEGATE_ALL.match(text)
    if found is None:
        return None
    return [{"negate_all_effects": {"player": WHOSE[found.group("whose")],
                                    "what": found.group("what"), "lasting": True}}]
