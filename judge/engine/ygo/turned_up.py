"""What a monster did this turn, that an effect of its own asks as it is activated: "During
the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it to the
hand." (most Spirit monsters, `turned_up_this_turn`, 7-7-5) and "..., if this card was Normal
(Special) Summoned this turn" (`summoned_this_turn`, 7-7-6). A monster that left the field is a
new card (5-2-5): its Summon or flip before does not count."""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, MonsterEffect, State


def mark(state: State, card: Card, how: str = "") -> None:
    """It was Normal Summoned (`how` "normal"), Flip Summoned or flipped face-up by an attack,
    just now."""
    card.turned_up = (card.moves, state.turn_number)
    if how:
        card.summoned_as = (card.moves, state.turn_number, how)


def problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """`turned_up_this_turn`, `summoned_this_turn`: refused unless the monster, as it is now,
    was so Summoned (or flipped face-up) in this turn (7-7-5, 7-7-6)."""
    ref = say.card(state, card)
    if effect.turned_up and card.turned_up != (card.moves, state.turn_number):
        return Illegal("illegal.not_turned_up_this_turn", (cr.TURNED_UP_END_PHASE,
                                                           cr.NEEDS_WHAT_IT_DOES), card=ref)
    moves, turn, how = card.summoned_as
    hows = {how, "normal"} if how == "without_tributes" else {how}  # still a Normal Summon
    if effect.summoned_turn and ((moves, turn) != (card.moves, state.turn_number)
                                 or not hows & set(effect.summoned_turn.split("_or_"))):
        return Illegal("illegal.not_summoned_this_turn", (cr.SUMMONED_THIS_TURN,
                                                          cr.NEEDS_WHAT_IT_DOES), card=ref,
                       how=Event(f"summoned_how.{effect.summoned_turn}"))
    if effect.banished_turn and card.banished_at != (card.moves, state.turn_number):
        return Illegal("illegal.not_banished_this_turn", (cr.BANISHED_THIS_TURN,
                                                          cr.NEEDS_WHAT_IT_DOES), card=ref)
    return None


def activation_rules(effect: MonsterEffect) -> list[str]:
    """What the monster did this turn, when its effect asks: its rule, for its activation."""
    return [cr.TURNED_UP_END_PHASE] * effect.turned_up \
        + [cr.SUMMONED_THIS_TURN] * bool(effect.summoned_turn) \
        + [cr.BANISHED_THIS_TURN] * effect.banished_turn
