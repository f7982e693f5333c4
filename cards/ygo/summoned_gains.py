"""A Special Summon and a change of the Summoned monster's ATK in one sentence (5-2-7): "Special
Summon it, and if you do, it gains 1000 ATK until the end of this turn." (the target) and
"Special Summon this card, and if you do, it gains 800 ATK." (the monster itself), or N ATK
"for each" card counted as it resolves (5-3-20) ->
`[{special_summon: {card: chosen}}, {if_you_do: [{atk: {target: summoned_target, amount:
1000}}]}]`, `summoned_self` for the monster itself.

Standard library only. clauses.py refuses a later part on a card an earlier part moved (once
moved, it is a new card, 5-2-3); here "it" is that new card by the words themselves: the
monster the Special Summon just put on the field, which the engine finds as the Summon left it.
The first part is read by the caller's reader and must be one `special_summon` of the target
or of the monster itself. "(even if this card leaves the field)" says the change does not
depend on the card that made it staying: a change made by a resolved effect never does (4-2-5).
Patterns are anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import scaling_shapes, stat_change_shapes

Fields = dict[str, Any]
Reader = Callable[[str], list[Fields] | None]

# the first part holds no comma of its own ("Special Summon it in Defense Position")
SUMMON_GAINS = re.compile(r"^(?P<summon>Special Summon (?:it|this card)\b[^,]*), and if you do, "
                          r"(?:it|this card) (?P<change>(?:gains|loses) [^(]*?)"
                          r"(?: \(even if this card leaves the field\))?\.$")
# which card the Summon moved: the word the engine finds it by as the Summon left it
SUMMONED = {"chosen": "summoned_target", "self": "summoned_self"}


def read(text: str, first: Reader, aimed: bool) -> list[Fields] | None:
    """The steps of "Special Summon it, and if you do, it gains N ATK", or None when the text
    is not such a sentence or a part of it is not read (`first` reads the Special Summon).
    `aimed`: the effect targets, so after "Special Summon this card" the "it" could be the
    target as well: not read."""
    found = SUMMON_GAINS.match(text)
    if found is None:
        return None
    summon = first(found.group("summon") + ".")
    if summon is None or len(summon) != 1 or "special_summon" not in summon[0]:
        return None
    card = summon[0]["special_summon"].get("card")
    changed = _change(found.group("change"))
    if card not in SUMMONED or changed is None or aimed and card == "self":
        return None
    return [*summon, {"if_you_do": [{"atk": {**changed, "target": SUMMONED[card]}}]}]


def _change(words: str) -> Fields | None:
    """The `atk` step of "gains 1000 ATK until the end of this turn" (4-2-5, 7-7-3) or "gains
    200 ATK for each of your banished Dinosaur monsters" (counted as it resolves, 5-3-20), on
    the monster itself; the caller names the summoned monster instead."""
    fixed = stat_change_shapes.IT_SELF.match(f"It {words}.")
    if fixed is not None:
        return stat_change_shapes.change("self", fixed)
    counted = scaling_shapes.on_self(f"This card {words}.")
    return None if counted is None else dict(counted[0]["atk"])
