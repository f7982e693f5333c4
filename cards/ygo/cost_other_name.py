"""A card given up beside the card itself "with a different name" (from the card itself), read
into the scenario format's `cost_cards` with `other_name: true` (5-2-2): "banish this card and
1 "Springans" monster with a different name from your GY" (Springans Branga).

Standard library only. The words are taken out and the rest read as any cost of cards
(cost_shapes.py); the caller reads it only beside the card itself, the name it differs from.
Anchored pattern, no nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import cost_shapes

Fields = dict[str, Any]

OTHER_NAME = re.compile(r"^(?P<head>[A-Z][a-z]+ 1 .+?) with a different name(?P<tail> from your "
                        r"(?:GY|Graveyard|hand|Deck))?$")


def read(text: str) -> Fields | None:
    """`{"cost_cards": {..., "other_name": True}}` for one card of such a cost, or None."""
    found = OTHER_NAME.match(text)
    cards = cost_shapes.read(found.group("head") + (found.group("tail") or "")) if found \
        else None
    spec = cards.get("cost_cards") if cards else None
    if spec is None or "count" in spec or "names" in spec:
        return None
    return {"cost_cards": {**spec, "other_name": True}}
