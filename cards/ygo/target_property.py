"""A target described by its Spell or Trap property (5-2-3): "target 1 Equip Spell Card in your
Graveyard" (Knight Day Grepher), "target 1 Field Spell on the field", "target 1 face-up
Continuous Spell/Trap you control", "target 1 Normal Trap in your GY", read as the target
without the property word (target_shapes.py) with the description's `property` (equip, field,
continuous, quick-play, ritual, normal, counter), which the engine's description check already
compares with the card's own (judge/engine/ygo/described.py).

Read only where the noun is a Spell, a Trap or either, and the property one such a card can
have (a Counter Trap, not a Counter Spell; an Equip Spell, not an Equip Trap). Standard library
only; the pattern is anchored, with no nested quantified group (linear).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

PROPERTY = re.compile(r"^(?P<head>[Tt]arget (?:1|up to [2-5]|[2-5]) (?:face-up |face-down |Set )?)"
                      r"(?P<prop>Equip|Field|Continuous|Quick-Play|Ritual|Normal|Counter) "
                      r"(?P<rest>(?:Spell|Trap)[^;]*)$")
PROPERTIES = {"Field": "field", "Continuous": "continuous", "Quick-Play": "quick-play",
              "Equip": "equip", "Normal": "normal", "Ritual": "ritual", "Counter": "counter"}
SPELL_ONLY = ("Field", "Quick-Play", "Equip", "Ritual")


def without_property(text: str) -> tuple[str, str] | None:
    """The target's words without the property word, and that word; None when there is none."""
    found = PROPERTY.match(text)
    return (found["head"] + found["rest"], found["prop"]) if found is not None else None


def with_property(text: str, read: Callable[[str], Fields | None]) -> Fields | None:
    """The target read without its property word (`read`), then narrowed to that property;
    None when the rest is not read or the property does not fit the noun."""
    parts = without_property(text)
    if parts is None:
        return None
    aimed = read(parts[0])
    spec = (aimed or {}).get("target")
    what = spec.get("what") if spec else None
    if not spec or what not in ("spell", "trap", "spell_trap") or "property" in spec:
        return None
    prop = parts[1]
    if prop in SPELL_ONLY and what != "spell" or prop == "Counter" and what != "trap":
        return None
    return {**(aimed or {}), "target": {**spec, "property": PROPERTIES[prop]}}
