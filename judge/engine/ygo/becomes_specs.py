"""What a `becomes` step sets a monster's ATK or DEF to (stat_sets.py, 4-2-8): a number as
printed, or a part of the monster's original value ("double its original ATK": `double`,
"half its original ATK": `half`, "its original ATK": `same`), or the target's original or
current value ("equal to that monster's original ATK", "that monster's current ATK"), counted
as the step resolves.
With `original`, it is the original value that becomes it: the new value every other change
applies to; without it, the value as it stands, which earlier changes no longer alter."""
from __future__ import annotations

from dataclasses import dataclass

OF_ORIGINAL = ("half", "double", "same")  # each word's part of the original value
# the value of the effect's target instead: its original value, or its value as it stands
OF_TARGET = ("target_original", "target_current")


@dataclass(frozen=True, slots=True)
class Becomes:
    atk: int = -1  # -1: the ATK is not set
    defense: int = -1  # -1: the DEF is not set
    atk_of: str = ""  # OF_ORIGINAL: counted from its original ATK; OF_TARGET: the target's
    def_of: str = ""  # the same for the DEF
    original: bool = False  # the original value becomes it (a new base)

    def sets(self, stat: str) -> bool:
        """Whether the step sets this stat ("atk" or "def")."""
        return bool(self.atk >= 0 or self.atk_of) if stat == "atk" \
            else bool(self.defense >= 0 or self.def_of)
