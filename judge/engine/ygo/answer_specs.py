"""What a monster's effect answers without negating it (`effects[].answers`, 11-1-11): read by
answers.py, carried by monster_specs.MonsterEffect. A Quick Effect's, or a Trigger Effect's
(`event: activated`, "If a Spell/Trap Card is activated in this card's column: You can ...")."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Answers:
    kinds: tuple[str, ...] = ()  # () any card or effect
    opponent: bool = False  # "When your opponent activates ..."
    controller: bool = False  # "If you activate a Trap Card", "your other ... monster's effect"
    archetype: str = ""  # "a "Hole" Normal Trap Card": the card activated is of it
    other: bool = False  # "your other "Ancient Warriors" monster's effect": not this card's
    column: bool = False  # "... is activated in this card's column" (3-11-1)
