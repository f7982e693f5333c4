"""Battle damage halved by a monster's text (12-8-9): "Halve all battle damage you take." (the
card key `halves_battle_damage: {player: controller}`), "Any battle damage this card inflicts to
your opponent is halved." (`{player: opponent, involving: true}`: only from the battles that
monster is in, a direct attack included). A Continuous Effect of a face-up monster on the
field, not while its effects are negated (5-5-1), kept or given up with a coin's result
(coin_keep.py, 5-3-30). Each one that applies halves the damage again, rounded up. Damage
calculation (calculation.py) asks here before battle damage is dealt to a player."""
from __future__ import annotations

from .model import MONSTER, SET, Z_MONSTERS, Card, State, opponent
from .negation import has


def halving(state: State, pid: str, battle: tuple[Card, ...]) -> list[Card]:
    """The face-up monsters on the field whose text halves the battle damage `pid` takes from
    a battle of the monsters `battle` (the attacker, and its target if any)."""
    return [card for card in state.cards.values()
            if card.kind == MONSTER and card.halves_damage and card.zone == Z_MONSTERS
            and card.position != SET and _whose(card) == pid
            and (not card.halves_involving or card in battle)
            and has(state, card, "halves_damage")]


def halved(amount: int, cards: list[Card]) -> int:
    """The amount halved once for each card, rounded up each time."""
    for _card in cards:
        amount = (amount + 1) // 2
    return amount


def _whose(card: Card) -> str:
    """The player whose damage the card halves: its controller, or their opponent."""
    return card.owner if card.halves_damage == "controller" else opponent(card.owner)
