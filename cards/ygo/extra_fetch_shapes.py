"""A face-up Pendulum Monster taken from its player's Extra Deck to the hand (5-3-13), read into
the scenario format's `fetch` step with `from: [extra_deck]`, or refused.

Standard library only. "Add 1 face-up "D/D" Pendulum Monster from your Extra Deck to your hand."
-> `{fetch: {to: hand, from: [extra_deck], what: monster, archetype: D/D, type: Pendulum}}`:
the description is the one fetch_shapes.py reads of the same sentence from the Deck ("Add 1
"D/D" Pendulum Monster from your Deck to your hand."), and it must name Pendulum Monsters (only
they are face-up there). "up to", "with different names" and the like are not read. The pattern
is anchored: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import fetch_shapes

Fields = dict[str, Any]

EXTRA = re.compile(r"^(?P<you>[Yy]ou can )?[Aa]dd 1 face-up (?P<what>[^,]+? Pendulum Monster) "
                   r"from your Extra Deck to your hand(?P<rest>(?:, except \"[^\"]+\")?\.)$")


def read(text: str) -> list[Fields] | None:
    """The `fetch` step from the Extra Deck, or None when the sentence is not this wording."""
    found = EXTRA.match(text)
    if found is None:
        return None
    steps = fetch_shapes.read(f"{found.group('you') or ''}Add 1 {found.group('what')} from "
                              f"your Deck to your hand{found.group('rest')}")
    if steps is None or len(steps) != 1 or "fetch" not in steps[0]:
        return None
    step = steps[0]["fetch"]
    if step.get("type") != "Pendulum" or step.get("from", ["deck"]) != ["deck"]:
        return None
    return [{"fetch": {**step, "from": ["extra_deck"]}}]
