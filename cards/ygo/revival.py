"""Continuous Traps that Special Summon a monster and stay bound to it (10-4-4), read into the
scenario format, or nothing: "Activate this card by targeting 1 monster in your GY; Special
Summon that target in Attack Position. When this card leaves the field, destroy that monster.
When that monster is destroyed, destroy this card." (Call of the Haunted; "When that monster
leaves the field", Birthright; "Target 1 of your banished Rock monsters; Special Summon it.",
Release from Stone).

Standard library only. The activation's target and Special Summon are read by shapes.py, as for
any Trap; the two sentences of the bond must follow word for word, and nothing else may be
printed, or the card is not read. Anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import equip_shapes, psct, shapes, target_shapes

BY_TARGETING = re.compile(r"^Activate this card by targeting (?P<target>.*)$")
CARD_LEAVES = "When this card leaves the field, destroy that monster."
MONSTER_GOES = re.compile(r"^When that monster (?P<how>is destroyed|leaves the field), destroy "
                          r"this card\.$")


PAYING_THEN = re.compile(r"^Activate this card by paying (?P<n>\d+) LP$")
EQUIP_IT = re.compile(r"^(?P<summon>Special Summon it(?: to your field)?(?: in (?:Attack|Defense) "
                      r"Position)?),? (?:and equip it with this card|and if you do, equip this "
                      r"card to it|and if you do, equip it with this card)\.$")
# what of the Equip Spell destroys the monster it equipped: its destruction, or its leaving;
# "equipped by this effect" (Stonehenge): the bond is made only by this effect anyway (10-4-4)
EQUIPPED_GOES = {**equip_shapes.BONDS,
                 "When this card, equipped by this effect, leaves the field, destroy that "
                 "monster.": "equipped_leaves"}


def encode_equip_revival(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """An Equip Spell that Special Summons its target and equips it (4-5-5, 10-4-4):
    "Activate this card by paying 800 LP, then target 1 monster in your GY; Special Summon it
    in Attack Position and equip it with this card. When this card is destroyed, destroy the
    equipped monster." (Premature Burial): `bond: equipped`, the equipping done with the
    Special Summon; "Activate this card by targeting 1 ..." (its target, no cost) or "Discard 1
    card, then target ..." (a cost shapes.cost reads), and "When this card leaves the field,
    destroy that monster." (`bond: equipped_leaves`: its leaving, any way, destroys it)."""
    once = shapes.limits(list(breakdown.limits))  # "You can only activate 1 "X" per turn."
    if len(breakdown.effects) != 2 or once is None:
        return None
    first, goes = breakdown.effects
    equip_it = EQUIP_IT.match(first.action)
    if first.condition or first.options or goes.text not in EQUIPPED_GOES or equip_it is None:
        return None
    target, paid = first.target, _paid(first.cost)
    by_targeting = BY_TARGETING.match(first.cost) if not target else None
    if by_targeting is not None:  # "Activate this card by targeting 1 ...": its target
        target, paid = "Target " + by_targeting.group("target"), {}
    aimed = target_shapes.target(target)
    if paid is None or aimed is None or "target" not in aimed \
            or aimed["target"]["zone"] == "field":
        return None
    # "to your field": where a Special Summon by its effect puts the monster anyway (3-10-2)
    steps = shapes.action(equip_it.group("summon").replace(" to your field", "") + ".", aimed)
    if steps is None or len(steps) != 1 or "special_summon" not in steps[0]:
        return None
    return {**once, **paid, "target": aimed["target"], "effect": steps,
            "bond": EQUIPPED_GOES[goes.text]}


def _paid(cost: str) -> dict[str, Any] | None:
    """The cost before the target: none, "Activate this card by paying 800 LP", or one
    shapes.cost reads ("Discard 1 card", 5-2-2); None for any other."""
    if not cost:
        return {}
    paying = PAYING_THEN.match(cost)
    if paying is not None:
        return {"pay_lp": int(paying.group("n"))}
    return shapes.cost(cost)


HOLD = re.compile(r"^(?:it loses (?P<n>\d+) ATK, also )?it cannot attack or change its battle "
                  r"position\.$")
HOLD_ENDS = re.compile(r"^When (?:that monster|it) (?P<how>is destroyed|leaves the field), "
                       r"destroy this card\.$")


def encode_hold(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """"Activate this card by targeting 1 monster your opponent controls; it cannot attack or
    change its battle position. When that monster is destroyed, destroy this card."
    (Spellbinding Circle; "it loses 700 ATK, also ...", "When it leaves the field", Shadow
    Spell): a `hold` of the target (10-4-5) and the card's `bond`."""
    if len(breakdown.effects) != 2 or breakdown.limits:
        return None
    first, ends = breakdown.effects
    by_targeting = BY_TARGETING.match(first.cost) if not first.target else None
    held, found = HOLD.match(first.action), HOLD_ENDS.match(ends.text)
    if first.condition or first.options or by_targeting is None or held is None \
            or found is None:
        return None
    aimed = target_shapes.target("Target " + by_targeting.group("target"))
    if aimed is None or "target" not in aimed or aimed["target"]["zone"] != "field" \
            or aimed["target"]["what"] != "monster":
        return None
    step: dict[str, Any] = {"card": "chosen", "limits": ["no_attack", "no_position_change"]}
    if held.group("n"):
        if not aimed["target"].get("face_up"):
            return None  # only a face-up monster shows an ATK to lower
        step["atk"] = -int(held.group("n"))
    how = "destroyed" if found.group("how") == "is destroyed" else "leaves"
    return {"target": aimed["target"], "effect": [{"hold": step}], "bond": how}


def encode_revival(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """The card's `target`, its `effect` (one `special_summon` of the target) and its `bond`."""
    if len(breakdown.effects) != 3 or breakdown.limits:
        return None
    first, leaves, goes = breakdown.effects
    found = MONSTER_GOES.match(goes.text)
    if first.condition or first.options or leaves.text != CARD_LEAVES or found is None:
        return None
    target, cost = first.target, first.cost
    by_targeting = BY_TARGETING.match(cost) if not target else None
    if by_targeting is not None:  # "Activate this card by targeting 1 ...": its target
        target, cost = "Target " + by_targeting.group("target"), ""
    if cost:
        return None
    aimed = target_shapes.target(target)
    if aimed is None or "target" not in aimed:
        return None
    steps = shapes.action(first.action, aimed)
    if steps is None or len(steps) != 1 or "special_summon" not in steps[0]:
        return None
    how = "destroyed" if found.group("how") == "is destroyed" else "leaves"
    return {"target": aimed["target"], "effect": steps, "bond": how}
