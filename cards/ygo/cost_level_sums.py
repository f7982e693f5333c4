"""Cards given up by the Levels they add up to (5-2-22), read into the scenario format's
`cost_cards` with `total_levels` (and `or_more`): "Tribute monsters whose total Levels equal 8
or more" (Fossil Machine Skull Convoy's kind), "Tribute Tokens whose total Levels equal 3 or
more", "Send monster(s) from your hand and/or face-up field to the GY whose total Levels equal
10".

Standard library only. The cards are read as a cost of one card of that description
(cost_shapes.py: "Tribute 1 monster", "Send 1 monster from your hand and/or face-up field to
the GY") and then counted by their Levels instead. Anchored pattern, no nested quantified
groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import cost_shapes, token_monsters

Fields = dict[str, Any]

SUMS = re.compile(r"^(?P<verb>Tribute|Send) (?P<what>monsters|monster\(s\)|Tokens)"
                  r"(?P<place> from your [a-z/ -]+?)?(?P<to> to the (?:GY|Graveyard))? whose "
                  r"total Levels (?:equal|exactly equal) (?P<n>\d+)(?P<more> or more)?"
                  r"(?P<after> to the (?:GY|Graveyard))?$")
ONE = {"monsters": "monster", "monster(s)": "monster", "Tokens": "Token"}


def read(text: str) -> Fields | None:
    """`{"cost_cards": {..., "total_levels": N}}` for that cost, or None."""
    found = SUMS.match(text)
    if found is None or found.group("to") and found.group("after"):
        return None
    to = found.group("to") or found.group("after") or ""
    one = f"{found.group('verb')} 1 {ONE[found.group('what')]}{found.group('place') or ''}{to}"
    cards = cost_shapes.read(one) or token_monsters.cost(one)  # "Tribute 1 Token" (5-3-5)
    spec = cards.get("cost_cards") if cards else None
    if spec is None or "count" in spec:
        return None
    return {"cost_cards": {**spec, "total_levels": int(found.group("n")),
                           **({"or_more": True} if found.group("more") else {})}}
