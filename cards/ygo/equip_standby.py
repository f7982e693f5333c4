"""An Equip Spell's Trigger Effect in a Standby Phase that hurts whoever controls the monster it
is equipped to: "Once per turn, during your Standby Phase: Inflict 500 damage to the controller
of the equipped monster." (Mask of the Accursed, Axe of Fools), read off the `left` of the Equip
Spell's reading (lasting.py) into an `effects:` entry with `from: field`, its step `{damage:
{player: equipped_controller, amount: 500}}` (10-4-7, 7-3-2).

Standard library only. The sentence is read as a Continuous Spell's effect on the field is
(monster_shapes.effect), its damage first read as "to your opponent" and then turned to the
equipped monster's controller; any other step, cost or target leaves it unread. The phase is
the one the text names (its controller's, or each Standby Phase); the trigger is mandatory.
Anchored pattern: linear.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from cards.ygo import equip_graveyard, monster_shapes, psct

Fields = dict[str, Any]

TO_EQUIPPED = re.compile(r"^Inflict (?P<n>\d+) damage to the controller of the equipped "
                         r"monster\.$")
EVENTS = ("your_standby_phase", "standby_phase")


def fold(encoded: Fields | None, breakdown: psct.Breakdown) -> Fields | None:
    """The Equip Spell's fields with such an effect read off `left`; the same fields when it
    has none (or when nothing of it was read)."""
    if encoded is None or "effect" not in encoded:
        return encoded
    return equip_graveyard.fold_left(encoded, breakdown, _trigger)


def _trigger(effect: psct.Effect) -> Fields | None:
    """One sentence as that Trigger Effect of the Equip Spell on the field, or None."""
    found = TO_EQUIPPED.match(effect.action)
    if effect.kind != "activated" or effect.clauses or effect.cost or effect.target \
            or effect.options or found is None:
        return None
    said = f"Inflict {found.group('n')} damage to your opponent."
    entry = monster_shapes.effect(replace(effect, action=said,
                                          text=effect.text.replace(effect.action, said)), "")
    amount = int(found.group("n"))
    if entry is None or entry.get("type") != "trigger" or entry.get("event") not in EVENTS \
            or entry.get("from", "field") != "field" or entry.get("optional", False) \
            or entry.get("effect") != [{"damage": {"player": "opponent", "amount": amount}}]:
        return None
    steps = [{"damage": {"player": "equipped_controller", "amount": amount}}]
    return {**entry, "from": "field", "effect": steps}
