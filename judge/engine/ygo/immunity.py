"""A monster's text that keeps its opponent from answering it (12-3-20) or from taking it
(3-10-5).

"If this card attacks, your opponent cannot activate Spell/Trap Cards until the end of the
Damage Step" (`battle_lock`): from the declaration of its attack (or, for "battles", of an
attack on it) until the attack is over (the Damage Step ended, the attack negated or replayed),
the player facing it cannot activate a Spell or Trap Card (`spells_traps`: the card's own
activation, not an effect of a card already face-up or in the GY) or anything (`all`). Its
effect applies only while it is face-up in the Monster Zone, its effects not negated.
"""
from __future__ import annotations

from ..core.model import Action
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import SET, SPELL, TRAP, Z_MONSTERS, Card, State
from .negation import negated


def battle_lock_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Why the activation of `card` by its controller is forbidden by a monster in the battle
    going on, if it is (12-3-20)."""
    battle = state.battle
    if battle is None:
        return None
    fighters = [(battle.attacker, battle.attacker_moves, "attacks")]
    if battle.target is not None:
        fighters.append((battle.target, battle.target_moves, "attacked"))
    for card_id, moves, role in fighters:
        locker = state.cards.get(card_id)
        lock = locker.battle_lock if locker is not None else None
        if locker is None or lock is None or locker.moves != moves \
                or locker.owner == card.owner or not _applies(state, locker):
            continue
        if role == "attacked" and lock.when != "battles":
            continue
        if lock.what == "all" or _spell_trap_card(card, action):
            return Illegal(f"illegal.battle_lock.{lock.what}", (cr.BATTLE_LOCK,),
                           card=say.card(state, locker), player=card.owner,
                           activated=say.card(state, card))
    return None


def _applies(state: State, locker: Card) -> bool:
    return locker.zone == Z_MONSTERS and locker.position != SET and not negated(state, locker)


def _spell_trap_card(card: Card, action: Action) -> bool:
    """The activation of a Spell or Trap Card itself, not an effect of one (5-1-8)."""
    return card.kind in (SPELL, TRAP) and action.get("effect") is None


def keeps_control(state: State, card: Card) -> bool:
    """Whether control of this face-up monster cannot switch now (3-10-5)."""
    return card.no_control_switch and card.zone == Z_MONSTERS and card.position != SET \
        and not negated(state, card)
