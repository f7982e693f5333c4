""""You cannot conduct your Battle Phase the turn you activate this card." (5-2-13): the card
or effect is not activated by a turn player who has already entered the Battle Phase this turn;
from its activation to the end of the turn, its player does not enter one, even if it is
negated.

A card's or effect's `no_battle_phase_turn: true` is kept as its `turn_lock`, a step of kind
`no_battle_phase` holding the Special Summon restriction of the same sentence, if any
("You cannot Special Summon or conduct your Battle Phase ...") among its `steps`;
summon_locks.py hands it here. The restriction is (`no_battle_phase`, player, card) in
`State.this_turn`, which the end of the turn clears (7-7-3); the turn in which the turn player
entered a Battle Phase is `State.battle_phase_turn`.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, EffectStep, State
from .turn_effects import source

KIND = "no_battle_phase"


def kept(lock: EffectStep | None) -> EffectStep:
    """The turn lock that also forbids the Battle Phase, with `lock` kept inside it."""
    return EffectStep(KIND, steps=() if lock is None else (lock,))


def conducted(state: State) -> bool:
    """The turn player has entered the Battle Phase this turn (a scenario that starts in it
    or in Main Phase 2 has, 7-1-3)."""
    return state.phase in ("battle", "main2") or state.battle_phase_turn == state.turn_number


def activation_problem(state: State, card: Card) -> Illegal | None:
    """Not activated by a turn player who has already conducted a Battle Phase (5-2-13)."""
    if card.owner != state.turn_player or not conducted(state):
        return None
    return Illegal("illegal.battle_phase_conducted", (cr.NO_BATTLE_PHASE_TURN,),
                   card=say.card(state, card), player=card.owner)


def at_activation(state: State, ctx: Context, card: Card) -> None:
    """The player enters no Battle Phase for the rest of the turn (5-2-13)."""
    state.this_turn.append((KIND, card.owner, card.id))
    ctx.emit("battle_phase_banned", cr.NO_BATTLE_PHASE_TURN, card=say.card(state, card),
             player=card.owner)


def entering_problem(state: State) -> Illegal | None:
    """The turn player's Battle Phase, refused after such an activation this turn (5-2-13)."""
    banning = source(state, KIND, state.turn_player)
    if banning is None:
        return None
    return Illegal("illegal.battle_phase_banned", (cr.NO_BATTLE_PHASE_TURN, cr.SKIP_BATTLE_PHASE),
                   player=state.turn_player, source=say.card(state, banning))


def record(state: State) -> None:
    """The turn player enters the Battle Phase: no card barring it can be activated after."""
    state.battle_phase_turn = state.turn_number
