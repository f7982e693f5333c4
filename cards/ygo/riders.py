"""A condition a Special Summon is made on, read off the sentence before the rest of it is read:
"..., but banish it when it leaves the field" (8-4-10) becomes `banish_on_leave: true` on the
one step that Special Summons (`special_summon`, or `fetch` to the field), and "..., but place
it on the bottom of the Deck when it leaves the field" `bottom_on_leave: true` (on a
`special_summon` only); "..., but send it to the GY during the End Phase" its `end_phase`
(later_shapes.py, 7-7-8); "..., but it cannot attack, its effects are negated" its `no_attack`
and `negated` (summon_riders.py, 12-3-21)."""
from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from cards.ygo import (
    durations,
    later_durations,
    later_shapes,
    stat_set_shapes,
    summon_riders,
    summon_sides,
)

Fields = dict[str, Any]

# ", but banish it when it leaves the field" or "(but banish it when it leaves the field)"
# anywhere in the sentence; ", and if you do, banish it when it leaves the field" at its end
BANISH = re.compile(r"(?:,| \() ?but banish it when it leaves the field\)?|, and if you do, "
                    r"banish it when it leaves the field(?=\.$)")

# ", but place it on the bottom of the Deck when it leaves the field": the same rider (8-4-10)
BOTTOM = re.compile(r"(?:,| \() ?but place it on the bottom of the Deck when it leaves the "
                    r"field\)?")
# "Special Summon it to your zone this card points to": a Link Monster's own arrows (4-4-7)
POINTED = re.compile(r" to your zone this card points to(?=[,.])")
# "destroy it during the End Phase" and the other later moves: later_shapes.rider (7-7-1, 7-7-8)
RIDERS = ((BANISH, "banish_on_leave"), (POINTED, "to_pointed"), (BOTTOM, "bottom_on_leave"))
ONLY_SUMMONS = ("bottom_on_leave", "limits", "to")  # the engine reads them on `special_summon` only


def read(text: str, reader: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The steps `reader` reads from `text` (riders below); a sentence that does not read,
    once more with its "until the End Phase" read for the steps that last (durations.py), or
    its "until the end of your opponent's turn" (later_durations.py)."""
    steps = _read(text, reader)
    steps = steps if steps is not None else durations.read(text, lambda t: _read(t, reader))
    return steps if steps is not None else later_durations.read(text,
                                                                lambda t: _read(t, reader))


def _read(text: str, reader: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The steps `reader` reads from `text`; with a rider, read from the text without it and
    set on the one summoning step, or None when there is not exactly one. The list after
    "but" (summon_riders.py) is read off only where the sentence reads with it off."""
    keys: dict[str, Any] = {}
    for pattern, key in RIDERS:
        text, found = pattern.subn("", text)
        if found > 1:
            return None
        if found:
            keys[key] = True
    text, later = later_shapes.rider(text)  # "..., but banish it during the End Phase" (7-7-8)
    if later is not None:
        keys[later[0]] = later[1]
    text, made = stat_set_shapes.rider(text)  # "..., and make its ATK and DEF 0" (4-2-8)
    if made is not None:
        keys["becomes"] = made
    text, sided = summon_sides.rider(text)  # "to your opponent's field" (8-4-15)
    keys.update(sided)
    text = text if text.endswith(".") or not keys else text + "."
    bare, listed = summon_riders.riders(text)  # "..., but it cannot attack" (12-3-21)
    steps = _ridden(bare, reader, {**keys, **listed}) if listed else None
    return steps if steps is not None else _ridden(text, reader, keys)


def _ridden(text: str, reader: Callable[[str], list[Fields] | None],
            keys: dict[str, Any]) -> list[Fields] | None:
    steps = reader(text)
    if steps is None or not keys:
        return steps
    steps = copy.deepcopy(steps)  # the readers' steps may be their shared constants
    summons = [step for step in _all(steps) if _summons(step)]
    if len(summons) != 1:
        return None
    kind = next(iter(summons[0]))
    if kind != "special_summon" and any(key in keys for key in ONLY_SUMMONS):
        return None
    summons[0][kind] = {**summons[0][kind], **keys}
    return steps


def _summons(step: Fields) -> bool:
    kind, arg = next(iter(step.items()))
    return kind == "special_summon" and isinstance(arg, dict) \
        or kind == "fetch" and isinstance(arg, dict) and arg.get("to") == "field"


def _all(steps: list[Fields]) -> list[Fields]:
    """The steps and those inside "and if you do" / "then" parts (5-2-7)."""
    found: list[Fields] = []
    for step in steps:
        found.append(step)
        for arg in step.values():
            if isinstance(arg, list):
                found += _all([s for s in arg if isinstance(s, dict)])
            elif isinstance(arg, dict) and isinstance(arg.get("steps"), list):
                found += _all(arg["steps"])
    return found
