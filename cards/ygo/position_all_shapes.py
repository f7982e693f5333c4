"""The battle positions of every monster of a kind changed at once to one position (9-2-12),
read into the scenario format's `position_all` step, or refused.

Standard library only. "Change all Attack Position monsters your opponent controls to Defense
Position.", "Change all face-up monsters on the field to face-down Defense Position.", "change
all monsters your opponent controls to face-up Defense Position", "Change all face-up Level 5
or higher monsters to Defense Position.", "Change all face-up "Wind-Up" monsters you control to
face-down Defense Position.", "... to face-down Defense Position, except this card." ->
`{position_all: {player, to, position|face, other, ...words}}`; "change as many monsters on the
field as possible to face-down Defense Position" is the same step: those that can take it
(9-2-12), the "then" after it done when any was. "your opponent currently controls" names the
monsters there as it resolves, as every such step does. A rider after the position ("also they
cannot change ...", "they lose 800 ATK") or a kind of Summon ("Special Summoned monsters") is
not read here. The pattern is anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

WHOSE = {"you control": "controller", "your opponent controls": "opponent",
         "on the field": "both", None: "both"}
TO = {"Attack": "attack", "face-up Attack": "attack", "Defense": "defense",
      "face-up Defense": "face_up_defense", "face-down Defense": "set"}
# what the monsters are in now: a position (face-down ones are in Defense Position, 9-1-3)
# or a face
NOW = {"face-up ": {"face": "up"}, "face-down Defense Position ": {"face": "down"},
       "Attack Position ": {"position": "attack"}, "Defense Position ": {"position": "defense"}}
ALL = re.compile(r"^(?:[Yy]ou can )?[Cc]hange (?:all |(?P<many>as many ))(?P<other>other )?"
                 r"(?P<now>face-up |face-down Defense Position |Attack Position |Defense "
                 r"Position )?" + described.words()
                 + r"monsters (?:(?P<whose>on the field|you control|your opponent (?:currently )?"
                 r"controls) )?(?P<possible>as possible )?to "
                 r"(?P<to>(?:face-up |face-down )?(?:Attack|Defense)) Position"
                 r"(?P<not_self>, except this card)?\.$")


def read(text: str) -> list[Fields] | None:
    """The `position_all` step, or None when the sentence is not one of these wordings."""
    found = ALL.match(text)
    if found is None or found.group("to") not in TO \
            or bool(found.group("many")) != bool(found.group("possible")):
        return None
    words = described.fields(found, True)
    if words is None:
        return None
    whose = found.group("whose") and found.group("whose").replace("currently ", "")
    step: Fields = {"player": WHOSE[whose], "to": TO[found.group("to")],
                    **NOW.get(found.group("now") or "", {}), **words}
    if words and step.get("face") == "down":
        return None  # a face-down monster shows no Level, Type or Attribute (9-1-3)
    if found.group("other") or found.group("not_self"):
        step["other"] = True
    return [{"position_all": step}]
