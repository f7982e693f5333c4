"""What a monster's text says it is unaffected by (unaffected.py applies it, 5-3-29): plain data
the duel's cards keep (model.Card), with no engine import so the duel's state can hold it."""
from __future__ import annotations

from dataclasses import dataclass

from .board_specs import BoardExtra
from .monster_specs import SummonCondition

# whose effects: every other card's, Spells', Traps', Spells' and Traps', other monsters', or
# Normal Traps' (with `archetype`: "the effects of "Hole" Normal Traps")
UNAFFECTED_BY = ("others", "spells", "traps", "spells_traps", "monsters", "normal_traps")


@dataclass(frozen=True, slots=True)
class Unaffected:
    """"Unaffected by other cards' effects." (`by: others`), "Unaffected by your opponent's
    Spell effects." (`by: spells`, `opponent`), "Unaffected by the effects of "Hole" Normal
    Traps." (`by: normal_traps`, `archetype`), "... activated effects" (`activated`), and the
    board it needs ("While "Umi" is on the field, ...": `board`, as a Spell's `if` holds it)."""

    by: str = "others"
    opponent: bool = False
    activated: bool = False
    archetype: str = ""
    board: tuple[SummonCondition | None, BoardExtra | None] | None = None
