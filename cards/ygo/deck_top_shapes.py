"""A card its player takes from their own Deck and places on top of it, read into the scenario
format's `fetch` step with `to: deck_top` (5-3-13, 5-3-14), or refused.

Standard library only. Three wordings of one action, the card described as fetch_shapes.py
describes it:

- "Place 1 "Volcanic" monster from your Deck on top of your Deck."
- "Choose 1 "Gishki" monster from your Deck and place it on top of your Deck." (also "take",
  "select")
- "You can ..." before either: the player may place none (`optional`).

Only the Deck itself: a card from the hand or the GY put on the Deck is another action
(`to_deck`), and "your opponent selects ..." another player's choice; neither is read here.
Patterns are anchored, without nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import fetch_shapes

Fields = dict[str, Any]

ONE, EXCEPT = fetch_shapes.ONE, fetch_shapes.EXCEPT
PLACE = re.compile(rf"^Place {ONE} from your Deck{EXCEPT} on top of your Deck\.$")
CHOOSE = re.compile(rf"^(?:Choose|Take|Select) {ONE} from your Deck{EXCEPT},? and place it on top "
                    r"of your Deck\.$")


def read(text: str) -> list[Fields] | None:
    """The `fetch` step of one of the sentences, or None."""
    optional = text.startswith("You can ")
    text = text.removeprefix("You can ")
    text = text[:1].upper() + text[1:]
    found = PLACE.match(text) or CHOOSE.match(text)
    described = fetch_shapes._described(found) if found is not None else None
    if found is None or described is None:
        return None
    step: Fields = {"to": "deck_top", **described}
    if found.group("except"):
        step["except"] = [found.group("except")]
    if optional:
        step["optional"] = True
    return [{"fetch": step}]
