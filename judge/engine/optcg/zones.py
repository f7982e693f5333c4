"""Moving cards between areas: the only place that changes a card's area.

A card that changes area is a new card (CR 3-1-6): its modifiers and [Once Per Turn] record stay
behind, it comes back active with no DON!!, and given DON!! go to the cost area rested
(CR 6-5-5-4).
"""
from __future__ import annotations

from .model import (
    Z_CHARACTERS,
    Z_DECK,
    Z_HAND,
    Z_LEADER,
    Z_LIFE,
    Z_LIMBO,
    Z_STAGE,
    Z_TRASH,
    Card,
    Player,
    State,
)


def _zone_list(player: Player, zone: str) -> list[str] | None:
    return {Z_HAND: player.hand, Z_DECK: player.deck, Z_LIFE: player.life,
            Z_CHARACTERS: player.characters, Z_TRASH: player.trash}.get(zone)


def _take_out(state: State, card: Card) -> None:
    player = state.players[card.owner]
    if card.zone == Z_STAGE:
        player.stage = None
        return
    zone_list = _zone_list(player, card.zone)
    if zone_list is not None:
        zone_list.remove(card.id)


def move(state: State, card: Card, zone: str, top: bool = False) -> int:
    """Move `card` to `zone` of its owner; return how many given DON!! went back rested."""
    if card.zone == Z_LEADER:
        raise ValueError("a Leader never leaves the Leader area (CR 3-6-3)")
    returned = card.don
    if returned:
        state.players[card.owner].don_rested += returned
    _take_out(state, card)
    card.zone = zone
    card.moves += 1
    card.rested = False
    card.don = 0
    card.played_this_turn = False
    card.face_up = False
    player = state.players[card.owner]
    if zone == Z_STAGE:
        player.stage = card.id
    elif zone != Z_LIMBO:
        zone_list = _zone_list(player, zone)
        assert zone_list is not None
        if top:
            zone_list.insert(0, card.id)
        else:
            zone_list.append(card.id)
    _forget_old_instance(state, card)
    return returned


def _forget_old_instance(state: State, card: Card) -> None:
    if state.modifiers:
        state.modifiers = [m for m in state.modifiers
                           if m.card != card.id or m.moves == card.moves]


def take_top_of_deck(state: State, player_id: str) -> Card | None:
    """Take the top deck card out of the deck (into no area yet); None when the deck is empty."""
    player = state.players[player_id]
    if player.deck:
        card = state.cards[player.deck.pop(0)]
    elif player.deck_anonymous > 0:
        player.deck_anonymous -= 1
        card_id = state.new_anonymous_id(player_id, Z_DECK)
        card = Card(id=card_id, name=card_id, owner=player_id, kind="character", zone=Z_DECK)
        state.cards[card_id] = card
    else:
        return None
    card.zone = Z_LIMBO
    return card


def draw_one(state: State, player_id: str) -> Card | None:
    card = take_top_of_deck(state, player_id)
    if card is not None:
        move(state, card, Z_HAND)
    return card


def deck_bottom(state: State, card: Card) -> None:
    """Put `card` at the bottom of its owner's deck. A deck given as a number holds cards
    below the listed ones: they get ids first, so that the card goes under all of them."""
    player = state.players[card.owner]
    while player.deck_anonymous > 0:
        player.deck_anonymous -= 1
        card_id = state.new_anonymous_id(card.owner, Z_DECK)
        state.cards[card_id] = Card(id=card_id, name=card_id, owner=card.owner, kind="character",
                                    zone=Z_DECK)
        player.deck.append(card_id)
    move(state, card, Z_DECK)
