"""Damage to the controller of the effect's target (5-3-10): "You can target 1 monster on the
field; destroy it, and if you do, inflict 500 damage to its controller." (Arcana Force XV -
The Fiend), read as `{damage: {player: target_controller, amount: 500}}`: the player who
controls the target, or who controlled it as the part just done moved it
(judge/engine/ygo/target_controller.py).

Standard library only. The pattern is anchored and linear. Only a target on the field: "its
controller" of a card elsewhere would be its owner, a shape no card here prints.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

TO_CONTROLLER = re.compile(r"^[Ii]nflict (?P<n>\d+) damage to its controller\.$")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The damage step, or None when the sentence or the target is another."""
    found = TO_CONTROLLER.match(text)
    if found is None or spec.get("zone") != "field":
        return None
    return [{"damage": {"player": "target_controller", "amount": int(found.group("n"))}}]
