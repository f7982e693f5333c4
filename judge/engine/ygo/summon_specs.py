"""What a monster's own text says of how it is summoned (docs/scenario-format.md): a
procedure of its own (8-4-8), a Normal Summon without Tributes (8-1-8), and the conditions
both may ask for, seen from the monster's owner."""
from __future__ import annotations

from dataclasses import dataclass

from .board_specs import BoardExtra
from .effect_specs import CostCards, Described
from .monster_specs import SummonCondition

__all__ = ["FromHand", "Procedure", "SummonCondition", "ThisWay"]


@dataclass(frozen=True, slots=True)
class ThisWay:
    """"If Summoned this way, treat this card as a Tuner." / "If Summoned this way, this card
    gains 2400 ATK.": what a procedure's text gives the monster it Summons (8-4-16)."""

    tuner: bool = False
    atk: int = 0


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
    # "by banishing the above cards you control" (a Fusion Monster's contact procedure): what
    # is done to the monsters its first line lists ("banish", "shuffle", "send", "tribute"),
    # and where they may be ("field", "graveyard", "hand"); "": no such cards
    materials: str = ""
    materials_from: tuple[str, ...] = ("field",)
    # "to your zone a Link Monster points to" (4-4-7): the Link Monster as described
    to_pointed: Described | None = None
    # the states of the board only a Spell's or Trap's `if` held before ("If a Synchro Monster
    # is on the field", "If you control 2 or more LIGHT monsters"), asked with `condition`
    board: BoardExtra | None = None
    pay_lp: int = 0  # "by paying 2000 LP": paid as it is done, a cost (5-2-2)
    # "If Summoned this way, you cannot Special Summon from the Extra Deck for the rest of this
    # turn, except ...": (Extra Deck only, the monsters allowed), once it succeeds (8-4-11)
    lock: tuple[bool, Described] | None = None
    # "to your opponent's field": the opponent controls it from then on (8-4-13)
    to_opponent: bool = False
    # "If 2 or more cards are in the same column, ... in that column": that many cards in the
    # column of its player's unused Main Monster Zone it goes to (columns.py, 3-11-2); 0 none
    column_cards: int = 0
    # "If Summoned this way, treat this card as a Tuner." / "..., this card gains 2400 ATK."
    # (procedure_riders.py, 8-4-16); None: no such sentence
    this_way: ThisWay | None = None


@dataclass(frozen=True, slots=True)
class FromHand:
    """"If you control no cards, you can activate this card from your hand." (a Trap, 10-3-1):
    what the board must show when it is activated from the hand, and the LP that costs."""

    condition: SummonCondition = SummonCondition()
    pay_lp: str = ""  # "by paying half your LP": "half"; "": nothing
