"""The top card of its player's Deck excavated, and where it goes by what it is (5-3-26), read
into the scenario format's `excavate` step, or refused.

Standard library only. Two sentences of one effect, the second printed after the first:
"Excavate the top card of your Deck, and if it is a Plant monster, send it to the GY.
Otherwise, place it on the bottom of your Deck." -> `{excavate: {to: graveyard, otherwise:
deck_bottom, what: monster, type: Plant}}`; "add it to your hand" -> `to: hand`, "Otherwise,
send it to the GY." -> `otherwise: graveyard`. The card is described as fetch_shapes.py
describes one. Anything more ("and if you do, draw 1 card", "Set it", a declared name, more
cards than one) is not read. psct.py keeps the "Otherwise" sentence with the effect before it
(`continues`). Patterns are anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import excavate_cards_shapes, fetch_shapes

Fields = dict[str, Any]

FIRST = re.compile(r"^(?:You can )?[Ee]xcavate the top card of your Deck, and if it is ")
GY = r"send it to the (?:GY|Graveyard)"
WHICH = rf"(?:{fetch_shapes.DESCRIBED}|{fetch_shapes.NAMED})"  # a description, or names
EXCAVATE = re.compile(rf"^[Ee]xcavate the top card of your Deck, and if it is (?:an? )?"
                      rf"{WHICH}, (?P<then>add it to your hand|{GY})\. "
                      rf"Otherwise, (?P<otherwise>place it on the bottom of your Deck|{GY})\.$")
OTHERWISE = re.compile(rf"^Otherwise, (?:place it on the bottom of your Deck|{GY})\.$")

# a Trigger Effect of the card an excavation sent to the GY, activated there (5-3-26, 5-1-3):
# only a card effect excavates, so "by a card effect" adds nothing the event does not hold
CONDITIONS: dict[str, Fields] = {
    f"If this card is excavated from the Deck and sent to the {gy} by a card effect": {
        "type": "trigger", "event": "excavated_to_graveyard", "from": "graveyard"}
    for gy in ("GY", "Graveyard")}


def continues(action: str, sentence: str) -> bool:
    """Whether `sentence` is the "Otherwise" of an excavation printed just before it: the
    same effect, what is done to the card when it is not what the first sentence looks for."""
    return bool(OTHERWISE.match(sentence)) and bool(FIRST.match(action)) \
        and "Otherwise" not in action


def read(text: str) -> list[Fields] | None:
    """The `excavate` step, or None."""
    found = EXCAVATE.match(text)
    if found is None:  # the top cards, more than one (5-3-34)
        return excavate_cards_shapes.read(text)
    described = fetch_shapes._described(found)
    if described is None:
        return None
    to = "hand" if found.group("then").startswith("add") else "graveyard"
    otherwise = "graveyard" if found.group("otherwise").startswith("send") else "deck_bottom"
    return [{"excavate": {"to": to, "otherwise": otherwise, **described}}]
