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
from .negation import attacks, equip_gives


def problem(state: State, attacker: Card, target: Card | str | None,
            made: int) -> Illegal | None:
    """Why this attack (on `target`, or "direct"), one only the text allows, is not on a
    monster or follows a direct attack; None if it is another attack."""
    usual = attacks(state, attacker, on_monsters=False)
    if made < usual or attacks(state, attacker) <= usual:
        return None
    ref = say.card(state, attacker)
    code, rules = _allowed_by(state, attacker, usual)
    if attacker.attacked_directly == (attacker.moves, state.turn_number):
        return Illegal(f"illegal.{code}.after_direct", rules, card=ref)
    if target == "direct":
        return Illegal(f"illegal.{code}.direct", rules, card=ref)
    return None


def _allowed_by(state: State, attacker: Card, usual: int) -> tuple[str, tuple[str, ...]]:
    """What allows the further attacks, as the refusal's words and rules: a resolved effect for
    the turn (12-3-25), else an Equip Card (10-4-7) when the monster's text does not, else its
    text (12-3-24)."""
    if attacker.monster_attacks_turn > max(usual, attacker.monster_attacks):
        return "monster_attacks_turn", (cr.MONSTER_ATTACKS_TURN, cr.MONSTER_ATTACKS)
    if attacker.monster_attacks <= usual \
            and equip_gives(state, attacker, "two_attacks_on_monsters"):
        return "monster_attacks_equip", (cr.MONSTER_ATTACKS, cr.EQUIP_GIVES)
    return "monster_attacks", (cr.MONSTER_ATTACKS,)


def record(state: State, attacker: Card, target: Card | None) -> None:
    """A direct attack declared: the card makes no attack on monsters after it."""
    if target is None:
        attacker.attacked_directly = (attacker.moves, state.turn_number)


def take_back(attacker: Card, target: Card | None) -> None:
    """A replay: the direct attack was not made."""
    if target is None:
        attacker.attacked_directly = None
