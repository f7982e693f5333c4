"""What a monster's own text says of how it is summoned (docs/scenario-format.md): a
procedure of its own (8-4-8), a Normal Summon without Tributes (8-1-8), and the conditions
both may ask for, seen from the monster's owner."""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import CostCards, Described, PickSpec


@dataclass(frozen=True, slots=True)
class SummonCondition:
    """What must hold as it is done; every part given must hold. -1 / 0 / None: not asked."""

    monsters_max: int = -1  # "you control no monsters": 0
    opponent_monsters_min: int = 0  # "your opponent controls a monster": 1
    fewer_monsters: bool = False  # "your opponent controls more monsters than you do"
    hand_max: int = 0  # "this is the only card in your hand": 1 (itself)
    control: Described | None = None  # "you control a "X" monster": one face-up, fitting
    graveyard: PickSpec | None = None  # "exactly 3 DARK monsters in your GY"
    graveyard_count: int = 0


@dataclass(frozen=True, slots=True)
class Procedure:
    """"If you control no monsters, you can Special Summon this card (from your hand).",
    "Must be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster from
    your GY." (8-4-8)."""

    origin: tuple[str, ...] = ("hand",)  # the zones it is Special Summoned from
    condition: SummonCondition = SummonCondition()
    costs: tuple[CostCards, ...] = ()  # what it is done "by", each part on its own
    position: str = ""  # "in Defense Position"; "": its player chooses (8-4-3)
    once_per_turn: bool = False  # "You can only Special Summon "X" once per turn this way."
