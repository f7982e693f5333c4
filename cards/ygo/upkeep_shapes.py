"""A monster's price to stay, asked in each of its controller's End Phases (7-7-11): "During
each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa'ki Meiru" from
your hand to the GY or reveal 1 Rock monster in your hand." (the Koa'ki Meiru monsters).

Read into `end_upkeep`: the ways a card of the hand keeps the monster, each a `cost_cards`
description (cost_shapes.py) that sends a card from the hand to the GY or reveals one there. A
way cost_shapes does not read ("send 1 "Iron Core of Koa'ki Meiru" or 1 "Koa'ki Meiru" monster
from your hand") leaves the sentence unread. Standard library only; the pattern is anchored,
its lazy parts each bounded by the words after them."""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import cost_shapes, psct

Fields = dict[str, Any]

WAY = r"(?:send|reveal) 1 .+?(?: from your hand to the (?:GY|Graveyard)| in you?r? hand)"
KEEP = re.compile(rf"^During each of your End Phases, destroy this card unless you "
                  rf"(?P<first>{WAY})(?: or (?P<second>{WAY}))?\.$")


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """The monster's `end_upkeep`, its sentence added to `read`; nothing when it has none."""
    for effect in main.effects:
        found = KEEP.match(effect.text)
        if effect.text in read or found is None or "end_upkeep" in fields:
            continue
        ways = [_way(part) for part in found.group("first", "second") if part]
        if all(way is not None for way in ways):
            fields["end_upkeep"] = ways
            read.append(effect.text)


def _way(text: str) -> Fields | None:
    text = text.replace(" in you hand", " in your hand")  # a misprint on one card
    cost = cost_shapes.read(text[:1].upper() + text[1:])
    spec = cost.get("cost_cards") if cost else None
    if not isinstance(spec, dict) or spec.get("do") not in ("send", "reveal") \
            or spec.get("from", ["hand"]) != ["hand"] or spec.get("count", 1) != 1:
        return None
    return spec
