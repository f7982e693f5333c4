"""Monsters that draw the opponent's attacks (12-3-18): "Monsters your opponent controls that
can attack must attack this card." (`draws_attacks`, Maiden in Love, Puppet Rook, Volcanic
Doomfire). The obligation to attack is must_attack.py's; here, the target: while such a
face-up monster, its effects not negated, can be attacked by the monster declaring an attack,
that attack must be on it (on one of them, if there are several), not on another monster
and not directly.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import attack_all, continuous_attacks, holds
from . import rules as cr
from . import text as say
from .model import SET, Card, State, opponent
from .negation import negated


def target_problem(state: State, attacker: Card, aim: Card | str | None,
                   made: int) -> Illegal | None:
    """Why the attack may not be declared on `aim` ("direct" for a direct attack), if a
    monster of the defender draws it."""
    drawing = [card for card in _drawing(state, opponent(attacker.owner))
               if _open(state, attacker, card, made)]
    if not drawing or any(aim is card for card in drawing):
        return None
    return Illegal("illegal.must_attack_this", (cr.MUST_ATTACK,),
                   card=say.card(state, attacker), by=say.card(state, drawing[0]))


def _drawing(state: State, player: str) -> list[Card]:
    monsters = (state.cards[i] for i in state.players[player].monsters)
    return [card for card in monsters if card.draws_attacks and card.position != SET
            and not negated(state, card)]


def _open(state: State, attacker: Card, card: Card, made: int) -> bool:
    """It could be chosen as this attack's target."""
    return continuous_attacks.shielding(state, card) is None \
        and holds.target_problem(state, card) is None \
        and attack_all.problem(state, attacker, card, made) is None
