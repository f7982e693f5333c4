"""What a monster's Quick Effect answers without negating it (`effects[].answers`, 11-1-11):
read by answers.py, carried by monster_specs.MonsterEffect."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Answers:
    kinds: tuple[str, ...] = ()  # () any card or effect
    opponent: bool = False  # "When your opponent activates ..."
