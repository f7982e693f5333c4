"""The monster an effect's Special Summon just put on the field, named in a later part of the
same effect: "Special Summon it, and if you do, it gains 1000 ATK" (`summoned_target`, the
target) and "Special Summon this card, and if you do, it gains 800 ATK" (`summoned_self`, the
monster itself).

Once a card has moved it is a new card (5-2-3), so `chosen` and `self` no longer find it; the
words of such a part point at the new card itself, the monster as the Summon left it (5-2-7).
It is found only face-up in a Monster Zone and moved since it was targeted or activated (when
the activation recorded it), so it is never a card the Summon did not move."""
from __future__ import annotations

from typing import Protocol

from .model import SET, Z_MONSTERS, Card, State

WORDS = ("summoned_target", "summoned_self")


class Env(Protocol):
    source: Card
    chosen: str | None
    chosen_moves: int
    source_moves: int


def summoned(state: State, env: Env, word: str) -> Card | None:
    """The card the word names as the effect's Special Summon left it, or None."""
    card_id, moves = (env.chosen, env.chosen_moves) if word == "summoned_target" \
        else (env.source.id, env.source_moves)
    card = state.resolve(card_id)
    if card is None or card.zone != Z_MONSTERS or card.position == SET:
        return None
    return card if moves < 0 or card.moves != moves else None
