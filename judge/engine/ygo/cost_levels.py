"""Cards given up as a cost by the Levels they add up to (`cost_cards` with `total_levels`,
5-2-22): "Tribute monsters whose total Levels equal 8 or more", "Tribute Tokens whose total
Levels equal 3 or more", "send monster(s) from your hand and/or face-up field to the GY whose
total Levels equal 10".

The player chooses how many, so the `activate` action names them (`cost`): one or more, each
fitting the description, each with a Level (an Xyz or Link Monster has none, 4-1), their
current Levels adding up to exactly the number, or to at least it where the text says "or
more". Such a cost is a single part (schema_costs refuses it in a list).
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import MONSTER, Card, CostCards, State
from .synchro_materials import has_level

Payable = Callable[[State, CostCards, Card, Card], bool]


def share(state: State, card: Card, spec: CostCards, cards: list[Card],
          payable: Payable) -> list[list[Card]] | None:
    """The named cards as the one part they pay, or None when one does not fit or their
    Levels do not add up as the text says."""
    if not cards or not all(payable(state, spec, card, given) and given.kind == MONSTER
                            and has_level(given) for given in cards):
        return None
    total = sum(given.level for given in cards)
    enough = total >= spec.total_levels if spec.or_more else total == spec.total_levels
    return [cards] if enough else None


def problem(state: State, card: Card, spec: CostCards, goes: str,
            requirement: Event) -> Illegal:
    """The activation names cards that do not add up, or one that cannot pay (5-2-22)."""
    code = "illegal.cost_total_levels" + (".or_more" if spec.or_more else "")
    return Illegal(code, (cr.COSTS, goes, cr.COST_TOTAL_LEVELS), card=say.card(state, card),
                   player=card.owner, do=Event(f"cost_cards.do.{spec.do}"),
                   requirement=requirement, total=spec.total_levels)
