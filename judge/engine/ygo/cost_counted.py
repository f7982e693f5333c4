"""Cards given up as a cost in a count the player chooses as they activate (`cost_cards` with
`up_to` or `any_number`, 5-2-33): "banish up to 3 FIRE monsters from your GY" (1 to 3 of them),
"Tribute any number of DARK monsters" (1 or more).

The `activate` action names them (`cost`): at least one, at most `count` with `up_to`, each
fitting the description. The count is fixed then: an effect that counts "for each" of them
(`for_each_done: {did: cost}`, done_counts.py) counts the cards so given up. Such a cost is a
single part (schema_costs refuses it in a list).
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event
from ..core.result import Illegal
from . import text as say
from .model import Card, CostCards, State

Payable = Callable[[State, CostCards, Card, Card], bool]


def chosen(state: State, card: Card, spec: CostCards, cards: list[Card],
           payable: Payable) -> list[list[Card]] | None:
    """The named cards as the one part they pay, or None when there are none, too many, or
    one does not fit."""
    if not cards or spec.up_to and len(cards) > spec.count:
        return None
    return [cards] if all(payable(state, spec, card, given) for given in cards) else None


def problem(state: State, card: Card, spec: CostCards, rules: tuple[str, ...],
            requirement: Event) -> Illegal:
    """The activation names no card, too many, or one that cannot pay (5-2-33)."""
    code = "illegal.cost_up_to" if spec.up_to else "illegal.cost_any_number"
    return Illegal(code, rules, card=say.card(state, card), player=card.owner,
                   do=Event(f"cost_cards.do.{spec.do}"), requirement=requirement,
                   count=spec.count)
