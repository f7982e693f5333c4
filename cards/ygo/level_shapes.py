"""A targeted monster's Level raised or lowered for as long as it stays face-up (4-2-2), read
into the scenario format's `level` step, or refused.

Standard library only. "Increase its Level by 1." / "Reduce that target's Level by 2." on a
monster on the field: `{level: {card: chosen, by: +1 / -2}}`; a monster effect's "Increase this
card's Level by 1.": `{level: {card: self, by: 1}}`; "This card gains 1500 ATK, and its
Level is increased by 1.": an `atk` step on itself before that `level` step. A time limit
("until the End Phase", "until the end of this turn") or a change of several monsters is not
read here.
Patterns are anchored."""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

SELF = re.compile(r"^(?P<way>Increase|Reduce) this card's Level by (?P<by>[1-9]|1[0-2])\.$", re.I)
# "This card gains 1500 ATK, and its Level is increased by 1." (an "Activate 1 of these effects"
# option): both for as long as it stays face-up, in one sentence
SELF_BOTH = re.compile(r"^This card gains (?P<n>\d+) ATK, and its Level is (?P<way>increased|"
                       r"reduced) by (?P<by>[1-9]|1[0-2])\.$")
ON_TARGET = re.compile(r"^(?P<way>Increase|Reduce) (?:its|that target's|that monster's) Level "
                       r"by (?P<by>[1-9]|1[0-2])\.$", re.I)


# words of a description only a face-up monster shows (9-1-3)
SHOWN = ("names", "archetype", "type", "attribute", "level", "level_min", "level_max", "link",
         "link_min", "link_max")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The `level` step on the target, a face-up monster on the field (as its description
    says: "face-up", or words only a face-up monster shows)."""
    found = ON_TARGET.match(text)
    if found is None or spec.get("what") != "monster" or spec.get("zone") != "field" \
            or not (spec.get("face_up") or any(key in spec for key in SHOWN)):
        return None
    return [{"level": {"card": "chosen", "by": _by(found)}}]


def on_self(text: str) -> list[Fields] | None:
    """"Increase this card's Level by 1.": the `level` step on the monster itself (a monster
    effect's own words; the caller checks it is on the field)."""
    found = SELF.match(text)
    if found is not None:
        return [{"level": {"card": "self", "by": _by(found)}}]
    found = SELF_BOTH.match(text)
    if found is None:
        return None
    by = int(found.group("by")) * (1 if found.group("way") == "increased" else -1)
    return [{"atk": {"target": "self", "amount": int(found.group("n")), "lasting": True}},
            {"level": {"card": "self", "by": by}}]


def _by(found: re.Match[str]) -> int:
    by = int(found.group("by"))
    return by if found.group("way").lower() == "increase" else -by
