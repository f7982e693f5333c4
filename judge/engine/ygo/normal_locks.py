""""You cannot Normal Summon/Set the turn you activate this card." (5-2-15): the card or effect
is not activated by a player who has already Normal Summoned or Set a monster this turn (a
Tribute Summon included); from its activation to the end of the turn, that player neither
Normal Summons nor Sets a monster, even if it is negated. Flip Summons and Special Summons stay
allowed.

A card's or effect's `normal_summon_lock_turn: true` is kept as its `turn_lock`, a step of kind
`no_normal_summon` holding the other restrictions of the turn, if any, among its `steps`;
summon_locks.py hands it here. The restriction is (`no_normal_summon`, player, card) in
`State.this_turn`, which the end of the turn clears (7-7-3).
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, EffectStep, State
from .turn_effects import source

KIND = "no_normal_summon"


def kept(lock: EffectStep | None) -> EffectStep:
    """The turn lock that also forbids Normal Summons and Sets, with `lock` kept inside it."""
    return EffectStep(KIND, steps=() if lock is None else (lock,))


def activation_problem(state: State, card: Card) -> Illegal | None:
    """Not activated by a player who has Normal Summoned or Set this turn (5-2-15)."""
    if not state.players[card.owner].normal_summoned:
        return None
    return Illegal("illegal.normal_summoned_before_lock", (cr.NORMAL_SUMMON_LOCK_TURN,),
                   card=say.card(state, card), player=card.owner)


def at_activation(state: State, ctx: Context, card: Card) -> None:
    """The player neither Normal Summons nor Sets for the rest of the turn (5-2-15)."""
    state.this_turn.append((KIND, card.owner, card.id))
    ctx.emit("normal_summons_locked", cr.NORMAL_SUMMON_LOCK_TURN, card=say.card(state, card),
             player=card.owner)


def summon_problem(state: State, card: Card) -> Illegal | None:
    """A Normal Summon or Set (a Tribute Summon too) by a player under the lock (5-2-15)."""
    locking = source(state, KIND, card.owner)
    if locking is None:
        return None
    return Illegal("illegal.normal_summons_locked", (cr.NORMAL_SUMMON_LOCK_TURN,),
                   card=say.card(state, card), player=card.owner,
                   source=say.card(state, locking))
