"""What an Archfiend's text says of the die it rolls as an opponent's effect that targets it
resolves (targeted_dice.py, 5-3-31): the faces that negate that effect, and the monsters it
rolls for besides itself."""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described


@dataclass(frozen=True, slots=True)
class TargetedDie:
    faces: tuple[str, ...]  # "if you roll a 1, 3, or 6": ("1", "3", "6")
    # "that targets an "Archfiend" monster you control": the monsters of its controller it
    # rolls for; None: "that targets this card", itself only
    guards: Described | None = None
