"""Cards shuffled "into the Main Deck" as a cost (5-2-21), read into the scenario format's
`cost_cards` with `main_deck: true`: "Shuffle 2 "Gusto" monsters from your Graveyard into the
Main Deck" (Gusto Gulldo), "Shuffle 2 "Laval" monsters from your GY into your Main Deck".

Standard library only. The sentence is read as the same cost "into the Deck" (cost_shapes.py)
and marked: a Fusion, Synchro, Xyz or Link Monster would go to the Extra Deck instead, so it
cannot be one of them. Anchored pattern, no nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import cost_shapes

Fields = dict[str, Any]

MAIN_DECK = re.compile(r"^(?P<head>Shuffle \d+ .+?) into (?:the|your) Main Deck$")


def read(text: str) -> Fields | None:
    """`{"cost_cards": {..., "main_deck": True}}` for that cost, or None."""
    found = MAIN_DECK.match(text)
    cards = cost_shapes.read(f"{found.group('head')} into the Deck") if found else None
    spec = cards.get("cost_cards") if cards else None
    if spec is None or spec.get("do") != "shuffle" or spec.get("what") != "monster":
        return None
    return {"cost_cards": {**spec, "main_deck": True}}
