"""Spells that stay on the field (10-4-2) read into the scenario format: Equip Spells whose
effect is a fixed change to the equipped monster's ATK and DEF (4-5-5).

Standard library only. "The equipped monster gains 1000 ATK." becomes an activation that
targets 1 face-up monster on the field (`target`, 5-2-3) and the step `{equip: {card: chosen,
atk: 1000, def: 0}}`; "gains N ATK/DEF" and "gains N ATK and DEF" change both, "loses" lowers.
The card's other effects are returned under `left` and named as not applied; a card whose text
limits its activation or its target ("Equip only to ...", "Activate this card by ...", "You can
only control 1 ...") is not read at all, since the engine would otherwise let it be activated
where its text forbids it. Patterns are anchored, with no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

GAINS = re.compile(r"^The equipped monster (?P<sign>gains|loses) (?P<n>\d+) (?P<stat>ATK/DEF|"
                   r"ATK and DEF|ATK|DEF)\.$")
# text that says where or how the card may be activated: never left unread (5-2-4)
LIMITING = re.compile(r"^(?:Equip only to|Activate this card|You can only control|You can only "
                      r"activate|Activate only)")
ANY_FACE_UP_MONSTER = {"what": "monster", "player": "any", "zone": "field", "face_up": True}


def encode_equip(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """An Equip Spell's fields when one of its effects is the fixed ATK/DEF change; its other
    effects under `left`; None when nothing is read or its activation is limited."""
    change: dict[str, int] | None = None
    left = []
    for effect in breakdown.effects:
        found = GAINS.match(effect.text) if effect.kind == "continuous" else None
        if found is not None and change is None:
            change = _amounts(found)
        elif LIMITING.match(effect.text):
            return None
        else:
            left.append(effect.text)
    if change is None or any(LIMITING.match(limit) for limit in breakdown.limits):
        return None
    fields: dict[str, Any] = {"target": dict(ANY_FACE_UP_MONSTER),
                              "effect": [{"equip": {"card": "chosen", **change}}]}
    if left or breakdown.limits:
        fields["left"] = left + list(breakdown.limits)
    return fields


def _amounts(found: re.Match[str]) -> dict[str, int]:
    amount = int(found.group("n")) * (-1 if found.group("sign") == "loses" else 1)
    stat = found.group("stat")
    return {"atk": amount if stat != "DEF" else 0, "def": amount if stat != "ATK" else 0}
