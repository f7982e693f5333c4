"""A monster's Level that becomes a stated number until the end of the turn (4-2-10), read into
the scenario format's `level` step with `to`, or refused.

Standard library only. "You can target 1 "@Ignister" monster you control; its Level becomes 4
until the end of this turn." on a face-up monster on the field (level_shapes.on_target's
checks) -> `{level: {card: chosen, to: 4, until: turn}}`; a monster effect's "You can make this
card's Level become 4 until the end of this turn." -> `card: self`. "This card's Level
becomes 8 until the End Phase." (Gimmick Puppet Egg Head's option) takes the Level back off as
the End Phase begins instead (`until: end_phase`, 7-7-12).
"Once per turn: You can target 1 "Chronomaly" monster you control; its Level becomes 6."
names no time: `to: 6` without `until`, the change lasting while the monster stays face-up on
the field (4-2-10, 4-2-2). The Level of several targets and a Level taken from another card
are not read here. Patterns are anchored: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import level_shapes

Fields = dict[str, Any]

LEVEL = r"(?P<to>[1-9]|1[0-2])"
# the turn's end (`turn`) or the start of the End Phase (`end_phase`, 7-7-12)
UNTIL = r" until (?:the end of this turn|(?P<phase>the End Phase))\.$"
# on a target, no time named either: while it stays face-up (4-2-10)
ON_TARGET = re.compile(rf"^(?:[Ii]ts|[Tt]hat target's|[Tt]hat monster's) Level becomes {LEVEL}"
                       rf"(?:(?P<lasting>\.)$|{UNTIL})")
ON_SELF = re.compile(rf"^(?:(?:[Yy]ou can )?[Mm]ake this card's Level become|[Tt]his card's "
                     rf"Level becomes) {LEVEL}" + UNTIL)


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The step on the target, a face-up monster on the field, for the rest of the turn."""
    found = ON_TARGET.match(text)
    if found is None or level_shapes.on_target("Increase its Level by 1.", spec) is None:
        return None
    step: Fields = {"card": "chosen", "to": int(found.group("to"))}
    if not found.group("lasting"):  # a time named (4-2-10)
        step["until"] = _until(found)
    return [{"level": step}]


def on_self(text: str) -> list[Fields] | None:
    """"You can make this card's Level become 4 until the end of this turn.": on the monster
    itself (the caller checks it is on the field)."""
    found = ON_SELF.match(text)
    if found is None:
        return None
    return [{"level": {"card": "self", "to": int(found.group("to")), "until": _until(found)}}]


def _until(found: re.Match[str]) -> str:
    """When the Level is taken back off: as the End Phase begins, or as the turn ends."""
    return "end_phase" if found.group("phase") else "turn"
