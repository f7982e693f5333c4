""""Up to N" count steps: a sentence "Verb up to N ..." read as one count step says so, so the
action may name how many the player took (CR 4-8-1: any number from 0 to N).

`{set_don_active: 2}` becomes `{set_don_active: {count: 2, up_to: true}}`; the steps already
written as a mapping (`add_don`, `give_don`) gain `up_to: true`. "Draw up to N" is not marked:
it is drawn card by card (CR 4-8-2), which no step here reads.
"""
from __future__ import annotations

import re
from typing import Any

UP_TO_PHRASE = re.compile(r"^[A-Z][a-z]{1,10} up to \d{1,2} ")
COUNTED = ("trash_from_hand", "life_to_hand", "trash_life", "deck_to_life", "set_don_active",
           "trash_deck", "rest_opponent_don", "opponent_trash_life", "opponent_life_to_hand",
           "hand_to_life")
MAPPED = ("add_don", "give_don")


def mark(sentence: str, steps: list[dict[str, Any]], target: dict[str, Any] | None
         ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """The steps of one sentence, its one count step marked when the sentence says "up to"."""
    if len(steps) != 1 or not UP_TO_PHRASE.match(sentence):
        return steps, target
    (kind, arg), = steps[0].items()
    if kind in COUNTED and isinstance(arg, int):
        return [{kind: {"count": arg, "up_to": True}}], target
    if kind in MAPPED and isinstance(arg, dict) and "count" in arg:
        return [{kind: {**arg, "up_to": True}}], target
    return steps, target
