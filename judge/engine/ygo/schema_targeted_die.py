"""Reading the card key `targeted_die` (targeted_dice.py, 5-3-31): the faces of the die a monster
rolls as an opponent's effect that targets it resolves, on which that effect is negated, and
the monsters of its controller it rolls for besides itself:

    targeted_die: {faces: [2, 5]}
    targeted_die: {faces: [1, 3, 6], guards: {archetype: Archfiend}}
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card
from .schema_described import Describe, described_at
from .targeted_die_specs import TargetedDie


def read_targeted_die(problems: Problems, path: str, data: dict[str, Any], card: Card,
                      describe: Describe) -> None:
    opened = v.opt_mapping(problems, data, "targeted_die", path, ("faces", "guards"), ("faces",))
    if opened is None:
        return
    found, at = opened
    faces = v.items(problems, key_path(at, "faces"), found["faces"], 6,
                    lambda where, item: v.integer(problems, where, item, 1, 6))
    guards = described_at(problems, at, found, "guards", describe)
    if faces:
        card.targeted_die = TargetedDie(tuple(str(face) for face in dict.fromkeys(faces)),
                                        guards)
