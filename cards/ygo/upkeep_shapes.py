"""What a monster must do in a later End Phase. Its price to stay, asked in each of its
controller's End Phases (7-7-11): "During
each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa'ki Meiru" from
your hand to the GY or reveal 1 Rock monster in your hand." (the Koa'ki Meiru monsters).

Read into `end_upkeep`: the ways a card of the hand keeps the monster, each a `cost_cards`
description (cost_shapes.py) that sends a card from the hand to the GY or reveals one there. A
way cost_shapes does not read ("send 1 "Iron Core of Koa'ki Meiru" or 1 "Koa'ki Meiru" monster
from your hand") leaves the sentence unread. And "You can Normal Summon this card without
Tributing. If you do, during the End Phase: Send it to the Graveyard." (Majestic Mech - Ohka):
an End Phase Trigger Effect of the turn it was Normal Summoned without Tributing
(`summoned_this_turn: without_tributes`, 7-7-6). Standard library only; the pattern is
anchored, its lazy parts each bounded by the words after them."""
from __future__ import annotations

import copy
import re
from typing import Any

from cards.ygo import cost_shapes, psct

Fields = dict[str, Any]

WAY = r"(?:send|reveal) 1 .+?(?: from your hand to the (?:GY|Graveyard)| in you?r? hand)"
KEEP = re.compile(rf"^During each of your End Phases, destroy this card unless you "
                  rf"(?P<first>{WAY})(?: or (?P<second>{WAY}))?\.$")


# after "You can Normal Summon this card without Tributing.": a mandatory Trigger Effect of
# the End Phase of the turn it was so Summoned (7-7-6)
WITHOUT_END = "If you do, during the End Phase: Send it to the Graveyard."
SENT_AT_END = {"type": "trigger", "event": "end_phase", "summoned_this_turn": "without_tributes",
               "effect": [{"to_graveyard": "self"}]}


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """The monster's `end_upkeep`, its sentence added to `read`; nothing when it has none.
    Also the End Phase effect of a monster Normal Summoned without Tributing (7-7-6)."""
    texts = [effect.text for effect in main.effects]
    if WITHOUT_END in texts and WITHOUT_END not in read and "summon_without_tributes" in fields:
        fields["effects"] = [*fields.get("effects", []), copy.deepcopy(SENT_AT_END)]
        read.append(WITHOUT_END)
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
