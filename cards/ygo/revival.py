"""Continuous Traps that Special Summon a monster and stay bound to it (10-4-4), read into the
scenario format, or nothing: "Activate this card by targeting 1 monster in your GY; Special
Summon that target in Attack Position. When this card leaves the field, destroy that monster.
When that monster is destroyed, destroy this card." (Call of the Haunted; "When that monster
leaves the field", Birthright; "Target 1 of your banished Rock monsters; Special Summon it.",
Release from Stone).

Standard library only. The activation's target and Special Summon are read by shapes.py, as for
any Trap; the two sentences of the bond must follow word for word, and nothing else may be
printed, or the card is not read. Anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct, shapes

BY_TARGETING = re.compile(r"^Activate this card by targeting (?P<target>.*)$")
CARD_LEAVES = "When this card leaves the field, destroy that monster."
MONSTER_GOES = re.compile(r"^When that monster (?P<how>is destroyed|leaves the field), destroy "
                          r"this card\.$")


def encode_revival(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """The card's `target`, its `effect` (one `special_summon` of the target) and its `bond`."""
    if len(breakdown.effects) != 3 or breakdown.limits:
        return None
    first, leaves, goes = breakdown.effects
    found = MONSTER_GOES.match(goes.text)
    if first.condition or first.options or leaves.text != CARD_LEAVES or found is None:
        return None
    target, cost = first.target, first.cost
    by_targeting = BY_TARGETING.match(cost) if not target else None
    if by_targeting is not None:  # "Activate this card by targeting 1 ...": its target
        target, cost = "Target " + by_targeting.group("target"), ""
    if cost:
        return None
    aimed = shapes.target(target)
    if aimed is None or "target" not in aimed:
        return None
    steps = shapes.action(first.action, aimed)
    if steps is None or len(steps) != 1 or "special_summon" not in steps[0]:
        return None
    how = "destroyed" if found.group("how") == "is destroyed" else "leaves"
    return {"target": aimed["target"], "effect": steps, "bond": how}
