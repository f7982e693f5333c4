""""When Summoned this way:" right after an activated effect of the monster's own that Special
Summons it ("You can discard 1 WATER monster; Special Summon this card from your hand. When
Summoned this way: ..."): a Trigger Effect on its Special Summon by its own effect, read as
"When this card is Special Summoned by its own effect" (conditions_shapes.SUMMONED_BY, 5-1-3).

Standard library only. Read only when that effect was read and is the card's only effect that
Special Summons the card itself, so "this way" names no other; the "this way" after a
summoning procedure or a Tribute Summon is summon_shapes.this_way's.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.ygo import monster_shapes, psct

ITSELF = "Special Summon this card"
REWORDED = {"If Summoned this way": "If this card is Special Summoned by its own effect",
            "When Summoned this way": "When this card is Special Summoned by its own effect"}


def read(main: psct.Breakdown, fields: dict[str, Any], read_texts: list[str]) -> None:
    """Add each such effect to `fields["effects"]` and its text to `read_texts`."""
    summoning = [e for e in main.effects if e.kind == "activated" and ITSELF in e.action]
    once = monster_shapes.limits(main)
    if len(summoning) != 1 or once is None:
        return
    for index, effect in enumerate(main.effects[1:], start=1):
        before = main.effects[index - 1]
        if effect.condition not in REWORDED or before is not summoning[0] \
                or before.text not in read_texts or effect.text in read_texts:
            continue
        entry = monster_shapes.effect(replace(effect, condition=REWORDED[effect.condition]),
                                      once.get(index, ""))
        if entry is not None:
            fields.setdefault("effects", []).append(entry)
            read_texts.append(effect.text)
