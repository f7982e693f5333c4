"""Continuous Spells and Traps that stop attacks while they are face-up on the field (12-3-14):
"Level 4 or higher monsters cannot attack." (Gravity Bind), "Monsters with 1500 or more ATK
cannot declare an attack." (Messenger of Peace). Nothing is stored on the monsters: each
attack declaration is checked against the locks face-up on the field at that moment, so a
lock comes and goes with its card.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import level_fits
from .model import PLAYERS, AttackLock, Card, State


def attack_lock_problem(state: State, attacker: Card) -> Illegal | None:
    """The first face-up card on the field whose lock holds `attacker` back, if any."""
    for pid in PLAYERS:
        player = state.players[pid]
        ids = player.spells_traps + ([player.field_spell] if player.field_spell else [])
        for card in (state.cards[card_id] for card_id in ids):
            lock = card.attack_lock
            if lock is not None and card.face_up and _holds(state, lock, card, attacker):
                return Illegal("illegal.attack_locked", (cr.ATTACK_LOCK, cr.DECLARE_ATTACK),
                               card=say.card(state, attacker), source=say.card(state, card))
    return None


def _holds(state: State, lock: AttackLock, source: Card, attacker: Card) -> bool:
    if lock.player == "controller" and attacker.owner != source.owner \
            or lock.player == "opponent" and attacker.owner == source.owner:
        return False  # the format has no change of control: a card's controller is its owner
    if (lock.level_min or lock.level_max) and not level_fits(attacker, 0, lock.level_min,
                                                             lock.level_max):
        return False  # an Xyz or Link Monster has no Level to fit (4-1)
    atk = state.atk(attacker)
    if lock.atk_min >= 0 and atk < lock.atk_min or lock.atk_max >= 0 and atk > lock.atk_max:
        return False
    return not lock.monster_type or lock.monster_type in attacker.monster_types
