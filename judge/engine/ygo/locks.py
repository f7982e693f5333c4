"""Continuous Spells and Traps that stop attacks while they are face-up on the field (12-3-14):
"Level 4 or higher monsters cannot attack." (Gravity Bind), "Monsters with 1500 or more ATK
cannot declare an attack." (Messenger of Peace), "Monsters cannot attack the turn they are
Summoned." (Vengeful Bog Spirit); and face-up monsters whose own text says so ("Monsters your
opponent controls cannot attack the turn they are Summoned.", Big-Tusked Mammoth; "Other
monsters you control cannot declare an attack.", the Malefic monsters) while their effects
apply. Nothing is stored on the monsters: each attack declaration is checked against
the locks face-up on the field at that moment, so a lock comes and goes with its card.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import level_fits
from .model import PLAYERS, SET, Z_MONSTERS, AttackLock, Card, State
from .negation import has


def attack_lock_problem(state: State, attacker: Card) -> Illegal | None:
    """The first face-up card on the field whose lock holds `attacker` back, if any."""
    for pid in PLAYERS:
        player = state.players[pid]
        ids = player.spells_traps + ([player.field_spell] if player.field_spell else [])
        for card in (state.cards[card_id] for card_id in ids + player.monsters):
            lock = card.attack_lock
            if lock is not None and _applies(state, card) and _holds(state, lock, card,
                                                                      attacker):
                return Illegal("illegal.attack_locked", (cr.ATTACK_LOCK, cr.DECLARE_ATTACK),
                               card=say.card(state, attacker), source=say.card(state, card))
    return None


def _applies(state: State, card: Card) -> bool:
    """A Spell's or Trap's lock while it is face-up; a monster's while it is face-up in the
    Monster Zone and its effects are not negated (5-5-1)."""
    if card.zone != Z_MONSTERS:
        return card.face_up
    return card.position != SET and has(state, card, "attack_lock")


def _summoned_now(state: State, lock: AttackLock, attacker: Card) -> bool:
    """"the turn they are (Normal or Special) Summoned": so Summoned this turn, as the card it
    is now (5-2-5); a monster Set is not Summoned (8-1-3)."""
    moves, turn, how = attacker.summoned_as
    if lock.summoned_turn == "normal_or_special":
        return (moves, turn) == (attacker.moves, state.turn_number) \
            and how in ("normal", "without_tributes", "special")
    return attacker.summoned_this_turn and not attacker.set_this_turn


def _holds(state: State, lock: AttackLock, source: Card, attacker: Card) -> bool:
    if lock.others and attacker.id == source.id:  # "Other monsters you control"
        return False
    if lock.summoned_turn and not _summoned_now(state, lock, attacker):
        return False
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
