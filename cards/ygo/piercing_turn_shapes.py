"""A monster given piercing battle damage for the rest of the turn by an effect that resolves
(12-6-4), read into the scenario format's `piercing_turn` step, or refused.

Standard library only. "if it attacks a Defense Position monster this turn, inflict piercing
battle damage to your opponent." and "this turn, if it attacks a Defense Position monster, ..."
on the targeted monster on the field (`{piercing_turn: {card: chosen}}`): "this turn" said
exactly once. Only a target the effect's player controls ("1 face-up monster you control"):
"your opponent" is then the player its attacks damage. Piercing with no end ("If it attacks a
Defense Position monster, ..."), "double piercing", a player's monsters of a kind ("if your
"D/D" monster attacks ...") and the monster's own text are not this. Patterns are anchored,
with no nested quantified group: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

_IT = r"(?:it|that target|that monster)"
_DAMAGE = r"inflict piercing battle damage to your opponent\.$"
ON_TARGET = re.compile(
    rf"^(?:[Ii]f {_IT} attacks a Defense Position monster this turn, {_DAMAGE}|"
    rf"[Tt]his turn, if {_IT} attacks a Defense Position monster, {_DAMAGE})")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The step on the targeted monster on its player's field, or None."""
    if spec.get("what") != "monster" or spec.get("zone") != "field" \
            or spec.get("player") != "controller":
        return None
    if ON_TARGET.match(text) is None:
        return None
    return [{"piercing_turn": {"card": "chosen"}}]
