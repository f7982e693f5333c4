"""The conditions a Special Summon's monster is Summoned on, listed after "but" at the end of
its sentence (riders.py): "..., but it cannot attack", "..., but it cannot attack directly",
"..., but it cannot attack this turn", "..., but it has its effects negated", and several of
them together ("..., but it cannot attack, its effects are negated"; the End Phase rider that
may follow them, later_shapes.py, is read off first).

Each becomes a key of the one summoning step: `no_attack: always|direct|turn` (12-3-21),
`negated: true` (5-5-1), or `negated: turn` with "until the end of this turn" (7-7-3);
"..., but it cannot change its battle position and must attack, if able" (Amazoness Willpower)
as a whole: `limits: [no_position_change, must_attack]` (12-3-23).
A list with any item not named here is left to the other readers."""
from __future__ import annotations

import re
from typing import Any

# the list after the sentence's last ", but " (no other "but" after it), up to its full stop
TAIL = re.compile(r", but (?P<items>[^.]+)\.$")
SPLIT = re.compile(r", also |, and |, ")
ITEMS: dict[str, tuple[str, Any]] = {
    **dict.fromkeys(("it cannot attack", "they cannot attack"), ("no_attack", "always")),
    **dict.fromkeys(("it cannot attack directly", "it cannot attack your opponent directly",
                     "they cannot attack directly"), ("no_attack", "direct")),
    **dict.fromkeys(("it cannot attack this turn", "they cannot attack this turn"),
                    ("no_attack", "turn")),
    **dict.fromkeys(("its effects are negated", "negate its effects",
                     "it has its effects negated", "their effects are negated",
                     "negate their effects", "they have their effects negated"),
                    ("negated", True)),
    # the negation ends with the turn, not with the monster's stay on the field (7-7-3)
    **dict.fromkeys(("its effects are negated until the end of this turn",
                     "it has its effects negated until the end of this turn"),
                    ("negated", "turn")),
}
# a list read as a whole, its comma inside "must attack, if able" (bound_summons.py, 12-3-23)
WHOLE: dict[str, dict[str, Any]] = {
    "it cannot change its battle position and must attack, if able":
        {"limits": ["no_position_change", "must_attack"]},
}


def riders(text: str) -> tuple[str, dict[str, Any]]:
    """`text` without its list of riders and the step keys they give; the text as it came and
    no keys when there is no such list, or an item of it is not one of ITEMS."""
    found = TAIL.search(text)
    if found is None or ", but " in found.group("items"):
        return text, {}
    if found.group("items") in WHOLE:
        return text[:found.start()] + ".", dict(WHOLE[found.group("items")])
    keys: dict[str, Any] = {}
    for item in SPLIT.split(found.group("items")):
        key = ITEMS.get(item)
        if key is None or key[0] in keys:
            return text, {}
        keys[key[0]] = key[1]
    return text[:found.start()] + ".", keys
