"""An activation condition on this card's battles this turn: "During the End Phase, if this card
destroyed a monster by battle this turn" (Horus the Black Flame Dragon LV4 and LV6, the other
LV monsters), "During your Main Phase 2, if this card destroyed an opponent's monster by battle
this turn", "At the end of the Battle Phase, if this card destroyed an opponent's monster by
battle" (the Battle Phase of this turn). The monster a card destroys by battle is always its
opponent's (the one it battled), so both wordings say the same. The head is read as a whole
condition (the `base` the caller passes); the battle part is the `if` key
destroyed_a_monster_this_turn (judge/engine/ygo/battle_wins.py), which must hold as the effect
is activated (5-2-4).

Standard library only. The patterns are anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

WON = re.compile(r"^(?P<head>(?:Once per turn, d|D)uring [^,]+), if this card destroyed (?:a|an "
                 r"opponent's) monster by battle this turn$")
# "At the end of the Battle Phase, if this card destroyed an opponent's monster by battle"
# (Number 27: Dreadnought Dreadnoid): the battles of the Battle Phase just ending, this turn's,
# so "this turn" goes without saying there
AT_END = re.compile(r"^(?P<head>At the end of the Battle Phase), if this card destroyed (?:a|an "
                    r"opponent's) monster by battle(?: this turn)?$")


def condition(text: str, base: Callable[[str], Fields | None]) -> Fields | None:
    """The effect's kind and `if`, or None when the words or their head are not read."""
    found = WON.match(text) or AT_END.match(text)
    head = base(found.group("head")) if found is not None else None
    # on the field, where it battled: a head that already asks something is not read
    if head is None or "if" in head or head.get("from", "field") != "field" \
            or head.get("type") not in ("trigger", "ignition"):
        return None
    return {**head, "if": {"destroyed_a_monster_this_turn": True}}
