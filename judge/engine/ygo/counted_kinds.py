"""What "for each" counts that a card's kind alone does not say (tallies.py, continuous.py;
5-3-20, 5-1-1): a face-down card on the field shows nothing but where it is, so it is a
"card", a "monster" in a Monster Zone, a "Spell/Trap" in the Spell & Trap Zone (9-1-3); "for
each Equip Card equipped to this card" counts the face-up cards equipped to that very monster,
negated or not (4-5-5)."""
from __future__ import annotations

from .model import Z_MONSTERS, Card, State


def face_down_kinds(card: Card) -> tuple[str, ...]:
    """The `what` words a face-down card on the field fits."""
    return ("card", "monster") if card.zone == Z_MONSTERS else ("card", "spell_trap")


def equipped_count(state: State, monster: Card) -> int:
    """How many face-up cards on the field are equipped to this very monster now."""
    return sum(1 for player in state.players.values() for card_id in player.spells_traps
               if state.cards[card_id].face_up
               and state.cards[card_id].equipped_to == (monster.id, monster.moves))
