"""A cost of several cards "in any combination" of two descriptions (5-2-20): "banish 2 cards
from your Graveyard (any combination of Rock-Type monsters or Field Spell Cards)" (Triamid
Pulse) is read as the pair cost_either.py reads, "Banish 1 Rock-Type monster or 1 Field Spell
Card from your Graveyard", counted: `cost_cards` with `count` and `or`, each card fitting one
description or the other, in any mix.

Standard library only. Read only when the sentence says "cards" and one place, and each half is
one plural noun phrase without a comma or bracket; its last word is made singular ("monsters",
"Cards", "Spells"). The pattern is anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Pair = Callable[[str], "Fields | None"]  # cost_either.read, passed in: it calls this module

COMBINATION = re.compile(r"^(?P<verb>[A-Z][a-z]+) (?P<n>[2-9]) cards (?P<place>from your "
                         r"(?:GY|Graveyard|hand)) \(any combination of (?P<first>[^(),]+?s) "
                         r"or (?P<second>[^(),]+?s)\)$")


def read(text: str, pair: Pair) -> Fields | None:
    """`{"cost_cards": {..., "count": N, "or": {...}}}`, or None when the sentence is not this
    wording or the pair it stands for does not read."""
    found = COMBINATION.match(text)
    if found is None:
        return None
    one = pair(f"{found.group('verb')} 1 {found.group('first')[:-1]} or 1 "
               f"{found.group('second')[:-1]} {found.group('place')}")
    spec = one.get("cost_cards") if one else None
    if spec is None or "or" not in spec or spec.get("count", 1) != 1:
        return None
    return {"cost_cards": {**spec, "count": int(found.group("n"))}}
