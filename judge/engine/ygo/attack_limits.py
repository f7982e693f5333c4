"""A monster's own text that stops its attacks (12-3-15): "Cannot attack if you control another
monster." (`no_attack_beside_others`), "Cannot attack unless it has material."
(`no_attack_without_material`: an Xyz Monster with no Xyz Materials left) and "This card cannot
attack the turn you activate this effect." (`effects[].no_attack_turn`): such an effect is not
activated once the monster has attacked this turn, and once activated (negated or not) it stops
the monster's attacks until the turn ends (`Card.no_attack_this_turn`, cleared by turn.py and
by a change of zone)."""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from . import toons
from .model import Card, MonsterEffect, State
from .negation import has, negated


def attacker_problem(state: State, card: Card) -> Illegal | None:
    ref = say.card(state, card)
    if card.no_attack_this_turn:
        return Illegal("illegal.attack_after_effect", (cr.OWN_ATTACK_LIMITS,), card=ref)
    if has(state, card, "no_attack_beside_others") \
            and len(state.players[card.owner].monsters) > 1:  # not while negated (5-5-1)
        return Illegal("illegal.attack_beside_others", (cr.OWN_ATTACK_LIMITS,), card=ref,
                       player=card.owner)
    if has(state, card, "no_attack_without_material") and not card.materials:
        return Illegal("illegal.attack_without_material", (cr.OWN_ATTACK_LIMITS,
                                                           cr.XYZ_MATERIALS), card=ref)
    summoned = toons.attack_problem(state, card)  # "Cannot attack the turn it is Summoned."
    if summoned is not None:
        return summoned
    if card.trap_monster is not None and card.trap_monster.no_attack \
            and not negated(state, card):  # "If Summoned this way, this card cannot attack."
        return Illegal("illegal.trap_monster_no_attack", (cr.OWN_ATTACK_LIMITS,
                                                          cr.TRAP_MONSTER), card=ref)
    return None


def effect_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    if effect.no_attack_turn and (card.attacked_this_turn or card.attacks_made):
        return Illegal("illegal.effect_after_attack", (cr.OWN_ATTACK_LIMITS,),
                       card=say.card(state, card))
    return None


def activated(card: Card, effect: MonsterEffect) -> None:
    if effect.no_attack_turn:
        card.no_attack_this_turn = True
