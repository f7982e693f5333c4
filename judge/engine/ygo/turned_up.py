"""What a monster did this turn, that an effect of its own asks as it is activated: "During
the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it to the
hand." (most Spirit monsters, `turned_up_this_turn`, 7-7-5). A monster that left the field is
a new card (5-2-5): its Summon or flip before does not count."""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, MonsterEffect, State


def mark(state: State, card: Card) -> None:
    """It was Normal Summoned, Flip Summoned or flipped face-up by an attack, just now."""
    card.turned_up = (card.moves, state.turn_number)


def problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """`turned_up_this_turn`: refused unless the monster, as it is now, was Normal Summoned or
    flipped face-up in this turn (7-7-5)."""
    if not effect.turned_up or card.turned_up == (card.moves, state.turn_number):
        return None
    return Illegal("illegal.not_turned_up_this_turn", (cr.TURNED_UP_END_PHASE,
                                                       cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card))


def activation_rules(effect: MonsterEffect) -> list[str]:
    """"... of the turn this card is Normal Summoned": its rule, for its activation."""
    return [cr.TURNED_UP_END_PHASE] if effect.turned_up else []
