"""Additional Normal Summons a monster gives only in the turn it arrived face-up (8-1-7):
"During the turn this card was Normal Summoned, you can Normal Summon 1 "Constellar" monster in
addition to your Normal Summon/Set." (Constellar Pollux; card key `extra_normal_while:
normal_summoned`, beside its `extra_normal_summon`), "... was Normal Summoned or flipped
face-up, ..." (Nikitama; `turned_up`). The grant applies as extra_normal.py's do, while the card
is face-up on the field and its effects apply, and only in the turn the card, as it is now
(5-2-5), was so Normal Summoned (a Tribute Summon counts, a Set does not) or flipped face-up."""
from __future__ import annotations

from .model import Card, State

NORMAL = ("normal", "without_tributes")  # the ways turned_up.py records a Normal Summon


def holds(state: State, card: Card) -> bool:
    """Whether the turn the card's grant needs is this one (always, for a grant without one)."""
    now = (card.moves, state.turn_number)
    if card.extra_normal_while == "normal_summoned":
        moves, turn, how = card.summoned_as
        return (moves, turn) == now and how in NORMAL
    if card.extra_normal_while == "turned_up":
        return card.turned_up == now
    return True
