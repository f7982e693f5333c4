""""This card can make up to 3 attacks on monsters during each Battle Phase." (Abyss Actor -
Twinkle Little Star; the card key `monster_attacks`, 12-3-24): the monster may declare that many
attacks in a Battle Phase (negation.attacks counts them), but the attacks its text adds are on
monsters only: after its first attack it cannot attack directly, and once it has attacked
directly it makes no further attack that the text alone allows. A Continuous Effect of the
monster: not while its effects are negated (5-5-1).

Its last direct attack is kept on the card as (moves, turn): a card that moves is a new card,
and the turn ends the record; an attack replayed (12-3-7) is taken back.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, State
from .negation import attacks


def problem(state: State, attacker: Card, target: Card | str | None,
            made: int) -> Illegal | None:
    """Why this attack (on `target`, or "direct"), one only the text allows, is not on a
    monster or follows a direct attack; None if it is another attack."""
    usual = attacks(state, attacker, on_monsters=False)
    if made < usual or attacks(state, attacker) <= usual:
        return None
    ref = say.card(state, attacker)
    if attacker.attacked_directly == (attacker.moves, state.turn_number):
        return Illegal("illegal.monster_attacks.after_direct", (cr.MONSTER_ATTACKS,), card=ref)
    if target == "direct":
        return Illegal("illegal.monster_attacks.direct", (cr.MONSTER_ATTACKS,), card=ref)
    return None


def record(state: State, attacker: Card, target: Card | None) -> None:
    """A direct attack declared: the card makes no attack on monsters after it."""
    if target is None:
        attacker.attacked_directly = (attacker.moves, state.turn_number)


def take_back(attacker: Card, target: Card | None) -> None:
    """A replay: the direct attack was not made."""
    if target is None:
        attacker.attacked_directly = None
