"""How a monster was Summoned, as an effect of its own asks when it is activated: "If this
Synchro Summoned card is destroyed by battle or card effect: ..." (`was_summoned: synchro`;
fusion, synchro, xyz, ritual, link; 8-5-17). The monster must have been Summoned so when it
arrived on the field it is on, or, once it has left the field, on the field it last left: a
monster that left the field is a new card (5-2-5), and a Summon before that one does not
count. What was done is read from the events the game recorded (`xyz_summoned`...), each with
the card's moves at that time, kept on the card (`kind_summoned`) once they are cleared."""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Z_MONSTERS, Card, MonsterEffect, State

KINDS = ("fusion", "synchro", "xyz", "ritual", "link")


def was_summoned(state: State, card: Card, kind: str) -> bool:
    """Whether `card` was `kind` Summoned on the field it is on, or last left."""
    if card.zone == Z_MONSTERS:
        moves = card.moves
    elif card.came_from == Z_MONSTERS:
        moves = card.moves - 1  # as it was before its last move, from the field
    else:
        return False
    return (card.id, moves, f"{kind}_summoned") in state.happened \
        or card.kind_summoned == (moves, kind)


def keep(state: State) -> None:
    """Each monster's Summon by a procedure's kind among the events about to be cleared, kept
    on the card (`kind_summoned`) for as long as it stays where that Summon put it."""
    for card_id, moves, what in state.happened:
        kind = what.removesuffix("_summoned")
        if kind in KINDS and card_id in state.cards:
            state.cards[card_id].kind_summoned = (moves, kind)


def problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """`was_summoned`: refused unless the monster was so Summoned (8-5-17)."""
    if not effect.was_summoned or was_summoned(state, card, effect.was_summoned):
        return None
    return Illegal("illegal.not_was_summoned", (cr.WAS_SUMMONED, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card),
                   procedure=Event(f"procedure.{effect.was_summoned}"))


def activation_rules(effect: MonsterEffect) -> list[str]:
    """How the monster was Summoned, when its effect asks: its rule, for its activation."""
    return [cr.WAS_SUMMONED] if effect.was_summoned else []
