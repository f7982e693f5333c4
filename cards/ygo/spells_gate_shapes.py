"""A later part of an effect that asks, as it is done, how many Spells its player has in the GY
(5-2-24): "..., then, if you have 3 or more Spells in your GY, you can destroy 1 Spell/Trap on
the field." (the Sky Striker Spells) -> `{if_spells_in_gy: {min: 3, steps: [...]}}`, its steps
read by the caller's reader of a part ("You can destroy 1 Spell/Trap on the field."); and "add
it to your hand, or if you have 3 or more Spells in your GY, you can Special Summon it instead."
-> the same step with `instead_of: [...]`, what is done unless the player chooses the other
(the activation's `destination: field`) and the count holds; and "that target is unaffected by
card effects this turn, except its own, and if you have 3 or more Spells in your GY, it cannot
be destroyed by battle this turn." -> the gated protection, then the first part (both happen
at once; put first, the protection is not refused by the immunity the same effect gives).

Standard library only. Only "you can" parts are read here, and only those whose step lets the
activation say the player did not (a `choose` with `optional`): a part the player must do would
need nothing of the activation, but none is printed so. One anchored pattern, linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Reader = Callable[[str], list[Fields] | None]

GATE = re.compile(r"^[Ii]f you have (?P<n>[2-9]) or more Spells in your (?:GY|Graveyard), "
                  r"(?P<rest>you can .+)$")
# "X, and if you have N or more Spells in your GY, Y": Y at the same moment as X, on the target
ALONGSIDE = re.compile(r"^(?P<first>[^.]+?), and if you have (?P<n>[2-9]) or more Spells in your "
                       r"(?:GY|Graveyard), (?P<second>it cannot be destroyed by battle this turn)"
                       r"\.$")
# "X, or if you have N or more Spells in your GY, you can Special Summon it instead": X one step
# on the target, the other a Special Summon of it (to its player's field, whoever's GY it is in:
# "to your field" says the same, 8-4-1), "but it cannot attack" kept (12-3-21)
INSTEAD = re.compile(r"^(?P<first>[^,]+), or,? if you have (?P<n>[2-9]) or more Spells in your "
                     r"(?:GY|Graveyard), you can Special Summon (?:it|that monster)(?: to your "
                     r"field)? instead(?P<rider>, but it cannot attack)?\.$")


def read(text: str, part: Reader) -> list[Fields] | None:
    """The gated step, or None when the words are not these or the part after them is not read
    as one optional step."""
    found = GATE.match(text)
    if found is None:
        return None
    rest = found.group("rest")
    steps = part(rest[:1].upper() + rest[1:])
    if steps is None and rest.startswith("you can draw "):  # "you can draw 1 card."
        steps = part(rest[8:9].upper() + rest[9:])
    if steps is None or len(steps) != 1:
        return None
    kind, arg = next(iter(steps[0].items()))
    if kind == "draw" and isinstance(arg, int):  # nothing to name: `declines` says no (5-2-24)
        return [{"if_spells_in_gy": {"min": int(found.group("n")), "steps": steps,
                                     "optional": True}}]
    if kind != "choose" or not isinstance(arg, dict) or not arg.get("optional"):
        return None  # "you can" where the activation cannot say the player declined
    return [{"if_spells_in_gy": {"min": int(found.group("n")), "steps": steps}}]


def instead(text: str, part: Reader) -> list[Fields] | None:
    """"Add it to your hand, or if you have 3 or more Spells in your GY, you can Special Summon
    it instead.": the step with `instead_of`, or None when the words or a part are not read."""
    found = INSTEAD.match(text)
    if found is None:
        return None
    first = part(found.group("first") + ".")
    other = part(f"Special Summon it{found.group('rider') or ''}.")
    if first is None or other is None or len(first) != 1 or len(other) != 1 \
            or other[0].get("special_summon", {}).get("card") != "chosen" \
            or "chosen" not in str(first):
        return None  # only the target's own move and its Special Summon (8-4-1)
    return [{"if_spells_in_gy": {"min": int(found.group("n")), "steps": other,
                                 "instead_of": first}}]


def alongside(text: str, part: Reader) -> list[Fields] | None:
    """"X, and if you have 3 or more Spells in your GY, it cannot be destroyed by battle this
    turn.": the gated protection first, then X; None when the words or X are not read."""
    found = ALONGSIDE.match(text)
    if found is None:
        return None
    first = part(found.group("first") + ".")
    second = part(found.group("second")[:1].upper() + found.group("second")[1:] + ".")
    if first is None or second is None or len(first) != 1 or "chosen" not in str(first) \
            or second != [{"indestructible_turn": {"card": "chosen", "by": "battle"}}]:
        return None
    return [{"if_spells_in_gy": {"min": int(found.group("n")), "steps": second}}, *first]
