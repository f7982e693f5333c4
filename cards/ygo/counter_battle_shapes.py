"""A monster's own ATK change in a battle counted for each counter on it (4-8-4, 12-4-15): "If
this card attacks or is attacked, it gains 1000 ATK for each Shark Counter on it, during the
Damage Step only." (Shark Caesar), read into a `stat_changes` entry with `battle` (the words
continuous_shapes.in_battle reads, "attacks or is attacked" being "battles") and `for_each:
{zone: field, what: own_counters, counter: NAME}`.

Standard library only. The sentence is given to in_battle without its "for each" words, so the
battle and the window read as they do there; the kind of counter is read as counter_shapes
reads "for each Spell Counter on this card". Anchored pattern, no nested quantified group:
linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import counter_shapes

Fields = dict[str, Any]

EACH = re.compile(r"^If this card (?P<role>attacks or is attacked|attacks|is attacked|battles)"
                  r"(?P<versus>[^,]*), (?P<change>(?:this card|it) (?:gains|loses) \d+ "
                  r"(?:ATK/DEF|ATK and DEF|ATK|DEF)) for each (?P<kind>[^,.]+) on (?:it|this "
                  r"card),? (?P<window>during (?:the Damage Step|damage calculation) only\.)$")


def read(text: str, own: Callable[[str], Fields | None]) -> Fields | None:
    """The `stat_changes` entry of the sentence, or None; `own` is continuous_shapes.in_battle."""
    found = EACH.match(text)
    if found is None:
        return None
    counted = counter_shapes.counted(f"{found.group('kind')} on this card")
    role = "battles" if found.group("role") == "attacks or is attacked" else found.group("role")
    change = own(f"If this card {role}{found.group('versus')}, {found.group('change')} "
                 f"{found.group('window')}")
    if counted is None or change is None:
        return None
    return {**change, "for_each": counted}
