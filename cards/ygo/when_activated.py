"""A Continuous or Field Spell's, or a Continuous Trap's, "When this card is activated: You can
add 1 "Meklord" monster from your Deck to your hand." (Meklord Assembly): what its activation
does as it resolves (10-4-2), before the card stays on the field for its other effects. The
sentence other readers leave (`left`, field_card_shapes.py) becomes the card's `effect`: a
`fetch` (5-3-13), with `optional: true` for "You can" (the player may take nothing).

Only a card whose activation otherwise does nothing (`effect` empty) is read, and only a
sentence with no cost and no target whose every step is a `fetch` (shapes.action); anything else
stays named as not applied. Standard library only.
"""
from __future__ import annotations

from typing import Any

from cards.ygo import psct, shapes

Fields = dict[str, Any]
CONDITION = "When this card is activated"


def steps(effect: psct.Effect) -> list[Fields] | None:
    """The steps of "When this card is activated: (You can) add ...", or None."""
    if effect.condition != CONDITION or effect.cost or effect.target or effect.options:
        return None
    read = shapes.action(effect.action, {})
    if not read or any(list(step) != ["fetch"] for step in read):
        return None
    optional = effect.action.startswith("You can ")
    if optional and (len(read) != 1 or not read[0]["fetch"].get("optional")):
        return None  # "you can" must stay the player's choice (5-3-13)
    return read


def fold(encoded: Fields | None, breakdown: psct.Breakdown) -> Fields | None:
    """`encoded` with its activation's sentence read off `left` into `effect`; as it was when
    there is none, or the card's activation already does something."""
    if encoded is None or encoded.get("effect") != [] or not encoded.get("left"):
        return encoded
    for effect in breakdown.effects:
        found = steps(effect) if effect.text in encoded["left"] else None
        if found is not None:
            left = [text for text in encoded["left"] if text != effect.text]
            out = {key: value for key, value in encoded.items() if key != "left"}
            return {**out, "effect": found, **({"left": left} if left else {})}
    return encoded
