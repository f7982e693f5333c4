"""A restriction a monster's own procedure leaves for the rest of the turn (8-4-11), printed
right after the procedure: "If Summoned this way, you cannot Special Summon from the Extra Deck
for the rest of this turn, except Synchro Monsters.", "After this card was Special Summoned this
way, you cannot Special Summon monsters for the rest of this turn, except "Superheavy Samurai"
monsters.", read into that procedure's `summon_lock` (the restriction as lock_shapes reads it
after an effect, 5-2-10), or left unread.

Standard library only. Read only when the card has exactly one procedure, read, printed just
before the sentence, so "this way" names no other. Anchored patterns; no nested quantified
group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import lock_shapes, psct, summon_shapes

HEAD = re.compile(r"^(?:If Summoned this way|After this card was Special Summoned this way), "
                  r"(?P<rest>you cannot Special Summon .+)$")


def read_monster(main: psct.Breakdown, fields: dict[str, Any], read: list[str]) -> None:
    """The lock added to the card's one procedure, its sentence to `read`; nothing else."""
    procedures = fields.get("summon_procedures") or []
    if len(procedures) != 1 or "summon_lock" in procedures[0]:
        return
    for index, effect in enumerate(main.effects[1:], start=1):
        before = main.effects[index - 1]
        found = HEAD.match(effect.text)
        if found is None or effect.text in read or before.text not in read \
                or "summon_procedures" not in (summon_shapes.read(before) or {}):
            continue
        rest = found.group("rest")
        steps = lock_shapes.read(rest[:1].upper() + rest[1:])
        if steps is not None:
            procedures[0]["summon_lock"] = steps[0]["summon_lock"]
            read.append(effect.text)
            return
