""""Banish any monster destroyed by battle with this card." (Lesser Fiend, Tri-Edge Levia;
the card key `battle_banishes`, 12-8-8): a Continuous Effect of the monster, applied while it is
face-up on the field and its effects are not negated (5-5-1).

As the End of the Damage Step begins, before any monster destroyed by that battle leaves the
field (12-4-5), `mark` names on each such monster the one it battled, if that one banishes it:
both may leave at the same moment (they destroyed each other), and the effect still applies to
the other. `zones.move` then banishes the marked card face-up instead of sending it to the
Graveyard (gy_banish.banisher), `destroying.destroy` says why, and `clear` takes the marks off.
"""
from __future__ import annotations

from . import rules as cr
from .model import Z_MONSTERS, Battle, Card, State
from .negation import has


def _battled(state: State, battle: Battle, card_id: str) -> Card | None:
    """The other monster of the battle, still on the field as it battled, or None."""
    if card_id == battle.attacker:
        other_id, moves = battle.target, battle.target_moves
    elif card_id == battle.target:
        other_id, moves = battle.attacker, battle.attacker_moves
    else:
        return None
    other = state.cards.get(other_id) if other_id is not None else None
    if other is None or other.zone != Z_MONSTERS or other.moves != moves:
        return None
    return other


def mark(state: State, battle: Battle, waiting: list[tuple[str, int]]) -> None:
    """Before they leave: each monster destroyed by this battle that the monster it battled
    banishes (12-8-8)."""
    for card_id, _ in waiting:
        other = _battled(state, battle, card_id)
        if other is not None and has(state, other, "battle_banishes"):
            state.cards[card_id].battle_banished_by = other.id


def clear(state: State, waiting: list[tuple[str, int]]) -> None:
    """The marks are the battle's only: gone once the destroyed monsters have left."""
    for card_id, _ in waiting:
        state.cards[card_id].battle_banished_by = ""


def why(card: Card, source: str) -> tuple[str, str]:
    """The message suffix and rule of a destroyed card banished instead by `source`: the
    monster it battled (12-8-8), or a card that banishes whatever goes to the GY (5-4-10)."""
    if card.battle_banished_by and card.battle_banished_by == source:
        return ".battle_banished", cr.BATTLE_BANISH
    return ".gy_banished", cr.GY_BANISHED
