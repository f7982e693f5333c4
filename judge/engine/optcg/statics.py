"""Permanent effects of a card on itself (CR 8-1-3-3), read at the moment they matter.

A static entry is valid while its card is on the field (CR 2-8-2), its [DON!! xX] holds
(CR 10-2-9-1), it is the right player's turn, and its "If..." clause (`when`) is met: that
clause is checked every time, never once (CR 8-1-3-3-2, 8-1-3-3-4). What a valid entry does:
power and cost (power.py), keywords (`has`), and the `flag`s below, which forbid or allow
what the rules would not (protections.py).
"""
from __future__ import annotations

from . import conditions
from .model import FIELD_ZONES, Card, State, Static

CANNOT_ATTACK = "cannot_attack"  # "This Character cannot attack."
ATTACKS_ACTIVE = "attacks_active"  # "This Character can also attack ... active Characters."
NO_KO_BY_EFFECTS = "no_ko_by_effects"  # "This Character cannot be K.O.'d by effects."
NO_KO_BY_OPPONENTS_EFFECTS = "no_ko_by_opponents_effects"  # "... by your opponent's effects."
NO_KO_IN_BATTLE = "no_ko_in_battle"  # "This Character cannot be K.O.'d in battle."
FLAGS = (CANNOT_ATTACK, ATTACKS_ACTIVE, NO_KO_BY_EFFECTS, NO_KO_BY_OPPONENTS_EFFECTS,
         NO_KO_IN_BATTLE)
DECK_RULES = ("any_number",)  # "you may have any number of this card in your deck"
GAIN = "gain:"  # the kind of a Modifier that gives a keyword or flag ("gain:Rush")


def valid(state: State, card: Card, static: Static) -> bool:
    """Whether one entry of `card` affects the game right now."""
    if state.cards.get(card.id) is not card or card.zone not in FIELD_ZONES:
        return False  # static text only works while the card is in its area (CR 2-8-2)
    if card.don < static.don_x:
        return False
    if static.condition == "your_turn" and state.turn_player != card.owner:
        return False
    if static.condition == "opponents_turn" and state.turn_player == card.owner:
        return False
    return not static.when or conditions.unmet(state, card.owner, dict(static.when),
                                               card) is None


def in_force(state: State, card: Card) -> list[Static]:
    return [static for static in card.statics if valid(state, card, static)]


def gained(state: State, card: Card, word: str) -> bool:
    """A keyword or flag an effect gave this card instance for a while (gains.py)."""
    return any(m.kind == GAIN + word and m.card == card.id and m.moves == card.moves
               for m in state.modifiers)


def has(state: State, card: Card, keyword: str) -> bool:
    """A printed keyword, one a valid permanent effect of its own gives it now, or one an
    effect gave it for a while."""
    if keyword in card.keywords or gained(state, card, keyword):
        return True
    return any(static.keyword == keyword for static in in_force(state, card))


def flagged(state: State, card: Card, flag: str) -> bool:
    return gained(state, card, flag) or any(
        static.flag == flag for static in in_force(state, card))


def static_cost(state: State, card: Card) -> int:
    """What valid "gains +N cost" entries add to the card's cost (CR 2-7-6)."""
    return sum(static.cost for static in in_force(state, card))
