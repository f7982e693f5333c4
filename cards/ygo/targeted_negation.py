"""A monster's Quick Effect that negates an activation targeting the monster itself (11-3-4,
5-1-13): "When your opponent activates a Trap Card or effect that targets this card (Quick
Effect): You can detach 1 material from this card; negate the activation." (the effect Zoodiac
Ramram gives an Xyz Monster), "When a card or effect is activated that targets this card (Quick
Effect): You can negate that effect." (Blue-Eyes Shining Dragon), and the older "During either
player's turn, when a card or effect is activated that targets this face-up card: ..." (Slacker
Magician), the same Quick Effect in the words of its time.

Read into what a negating Quick Effect holds (`negates`, `negates_by`, its `negate` step:
negation_shapes.py, read by the caller's `effect` from the condition without its "that
targets" words) with `during: targeted` (`targeted_by_opponent` after "your opponent
activates"): the engine then asks both that the Chain Link below is of the kinds named and
that it targets this card as it is now (targeted_quick.py). A condition that asks what the
activation includes, or "another monster's effect", is not read here.

Standard library only; anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]
Effect = Callable[[psct.Effect, str], "Fields | None"]

QUICK = " (Quick Effect)"
# "... that targets this card (Quick Effect)", "... that targets this face-up card"
TARGETS = re.compile(r"^(?P<head>.+) that targets this (?:face-up )?card(?P<quick> \(Quick "
                     r"Effect\))?$")
# the older words of a Quick Effect (5-1-4): "During either player's turn, when ...:"
OLDER = re.compile(r"^(?P<once>Once per turn, during|During) either player's turn, when "
                   r"(?P<rest>.+)$")


def condition(text: str) -> str | None:
    """The condition as a negating Quick Effect's own words, without "that targets this card",
    when it asks that the activation target this card; None otherwise."""
    older = OLDER.match(text)
    if older is not None:
        if older.group("rest").endswith(QUICK):
            return None  # both wordings at once: never printed
        start = "Once per turn, when" if older.group("once") != "During" else "When"
        text = f"{start} {older.group('rest')}{QUICK}"
    found = TARGETS.match(text)
    if found is None or not found.group("quick"):
        return None
    return found.group("head") + QUICK


def read(part: psct.Effect, once: str, effect: Effect) -> Fields | None:
    """The `effects:` entry of such an effect, or None when it is not one or a part of it is
    not read."""
    stripped = condition(part.condition)
    fields = None if stripped is None else effect(replace(part, condition=stripped), once)
    if fields is None or "negates_includes" in fields or "during" in fields \
            or fields.get("negates_by") == "other_card" or fields.get("type") != "quick" \
            or not any("negate" in step for step in fields.get("effect", [])):
        return None
    by_opponent = fields.get("negates_by") == "opponent"
    return {**fields, "during": "targeted_by_opponent" if by_opponent else "targeted"}
