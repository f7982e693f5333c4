"""Counters placed on a card "for each" card of a kind (4-8-12): "Place 1 Fog Counter on it for
each "Cloudian" monster on the field." (the Cloudian monsters, as they are Normal Summoned),
read into the step `{place_counters: {card: self, count, name, for_each: {...}}}`, what is
counted in the words a damage "for each" takes (tally_shapes.counted_cards, 5-3-20).

Standard library only. Only the card itself as the holder ("on it", "on this card"): the
sentence is an action of the card's own effect, nothing before it names another card. A count
of what the effect did ("for each WATER monster you Tributed", "for each card sent to the GY")
is not read here: counted_cards gives None for it. The pattern is anchored, with no quantified
group inside another: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import tally_shapes
from cards.ygo.counter_shapes import NAME

Fields = dict[str, Any]

EACH = re.compile(rf"^[Pp]lace (?P<n>\d{{1,2}}) {NAME} on (?:it|this card) for each "
                  r"(?P<what>[^.]+)\.$")


def read(text: str) -> list[Fields] | None:
    """The `place_counters` step with its `for_each`, or None for another sentence."""
    found = EACH.match(text)
    if found is None:
        return None
    counted = tally_shapes.counted_cards(found.group("what"))
    if counted is None:
        return None
    return [{"place_counters": {"card": "self", "count": int(found.group("n")),
                                "name": found.group("name"), "for_each": counted}}]
