"""An Equip Spell that Special Summons its target and equips it, with what it then gives the
monster and no bond of destruction: "Activate this card by targeting 1 "SPYRAL" monster in your
Graveyard; Special Summon it, and if you do, equip this card to it. It cannot be destroyed by
battle." (SPYRAL GEAR - Big Red), read into the scenario format, or nothing.

Standard library only. The activation is read as revival.py reads Premature Burial's; every
sentence after it must be one equip_shapes.gives reads of "it" (the monster equipped), else the
card is not read. `bond: equips` (4-5-5): the card's `equip` step after the Special Summon
equips the monster that Summon put on the field, with what it gives (10-4-7).
"""
from __future__ import annotations

from typing import Any

from cards.ygo import equip_shapes, psct, revival, shapes, target_shapes


def encode(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """`target`, `effect` (the `special_summon` of the target, then its `equip` step with what
    the card gives) and `bond: equips`; None when any sentence is not read."""
    once = shapes.limits(list(breakdown.limits))
    if len(breakdown.effects) < 2 or once is None:
        return None
    first, rest = breakdown.effects[0], breakdown.effects[1:]
    equip_it = revival.EQUIP_IT.match(first.action)
    by_targeting = revival.BY_TARGETING.match(first.cost) if not first.target else None
    if first.condition or first.options or equip_it is None or by_targeting is None:
        return None
    read: dict[str, Any] = {"atk": 0, "def": 0, "gives": []}
    for effect in rest:  # "It cannot be destroyed by battle.": "it" is the equipped monster
        more = equip_shapes.gives(effect.text, True)
        if more is None or effect.condition or not equip_shapes.merge(read, more):
            return None
    aimed = target_shapes.target("Target " + by_targeting.group("target"))
    if aimed is None or "target" not in aimed or aimed["target"]["zone"] == "field":
        return None
    steps = shapes.action(equip_it.group("summon").replace(" to your field", "") + ".", aimed)
    if steps is None or len(steps) != 1 or "special_summon" not in steps[0]:
        return None
    return {**once, "target": aimed["target"],
            "effect": [*steps, {"equip": equip_shapes.step(read)}], "bond": "equips"}
