"""What a Toon Spell does to the face-up monster it targeted, read into the scenario format's
steps on `chosen`: "Target 1 face-up monster your opponent controls; inflict damage to your
opponent equal to the ATK of that face-up monster." (Shadow Toon): `{damage: {player:
opponent, atk_of: chosen}}`, the ATK the target has as the effect resolves (4-2-5; nothing when
it is no longer a face-up monster on the field, 5-2-5).

Only a target that is always a face-up monster on the field is read: a card in the GY shows a
printed ATK, which the words "the ATK of that face-up monster" do not name. Standard library
only; one anchored pattern without nested quantified groups (linear).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

ITS_ATK = re.compile(r"^[Ii]nflict damage to your opponent equal to (?:the ATK of that face-up "
                     r"monster|(?:its|that target's|that monster's) ATK)\.$")


def on_target(text: str, spec: Fields, face_up: Callable[[Fields], bool]) -> list[Fields] | None:
    """`damage` as much as the target's ATK as it resolves, or None: not this sentence, or a
    target that may be face-down or off the field (`face_up` is target_actions._face_up)."""
    if ITS_ATK.match(text) is None or spec.get("what") != "monster" \
            or spec.get("zone") != "field" or not face_up(spec):
        return None
    return [{"damage": {"player": "opponent", "atk_of": "chosen"}}]
