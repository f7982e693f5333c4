"""What a monster's own procedure gives it, printed right after the procedure (8-4-16):
"If Summoned this way, this card is treated as a Tuner monster." / "If Summoned this way, treat
this card as a Tuner." (`this_way: {tuner: true}`) and "If Summoned this way, this card gains
2400 ATK." (`this_way: {atk: 2400}`), read into that procedure's `this_way`, or left unread.

Standard library only. Read only when the card has exactly one procedure, read, printed just
before the sentence, so "this way" names no other. The procedure's "You can only Special Summon
"X" once per turn this way." printed after the rider falls to the rider's sentence (psct keeps
it with the effect just before it): read here as the procedure's `once_per_turn`, so that it is
never dropped. Anchored patterns; no nested quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct, summon_shapes

RIDERS = (
    (re.compile(r"^If Summoned this way, (?:this card is treated as a Tuner(?: monster)?|"
                r"treat this card as a Tuner(?: monster)?)\.$"), "tuner"),
    (re.compile(r"^If Summoned this way, this card gains (?P<n>\d+) ATK\.$"), "atk"),
)


def rider(text: str) -> dict[str, Any] | None:
    """The `this_way` entry one sentence sets, or None when it is none of these."""
    for pattern, key in RIDERS:
        found = pattern.match(text)
        if found is not None:
            return {key: int(found.group("n"))} if key == "atk" else {key: True}
    return None


def read_monster(main: psct.Breakdown, fields: dict[str, Any], read: list[str]) -> None:
    """The rider added to the card's one procedure, its sentence to `read`; nothing else."""
    procedures = fields.get("summon_procedures") or []
    if len(procedures) != 1 or "this_way" in procedures[0]:
        return
    for index, effect in enumerate(main.effects[1:], start=1):
        before = main.effects[index - 1]
        entry = rider(effect.text)
        if entry is None or effect.text in read or before.text not in read \
                or "summon_procedures" not in (summon_shapes.read(before) or {}):
            continue
        if any(not psct.THIS_WAY.match(clause) or "once per Duel" in clause
               for clause in effect.clauses):
            return  # a clause over the rider other than the procedure's own: not read
        if effect.clauses:  # "You can only Special Summon "X" once per turn this way." (8-4-8)
            procedures[0]["once_per_turn"] = True
        procedures[0]["this_way"] = entry
        read.append(effect.text)
        return
