"""The Damage Step's five timings, and what may be activated at each (12-4-1, 12-4-6 to 12-4-9).

Kept apart from the module that carries an attack through them (`damage_step`) because the
chain's legality check needs it, and `damage_step` needs the chain.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import TRAP, Card, State

# in order (12-4-1); the names are the `timing` values of the `damage_step` action
TIMINGS = ("start", "before_damage_calculation", "damage_calculation",
           "after_damage_calculation", "end")
START, BEFORE, DURING, AFTER, END = range(len(TIMINGS))
FINISHED = len(TIMINGS)  # the attack is over: back to the Battle Step (12-3-8)


def timing_name(timing: int) -> Event:
    """"the Damage Step, before damage calculation"."""
    return Event(f"timing.{TIMINGS[timing]}")


def in_damage_step(state: State) -> bool:
    return state.battle is not None and state.battle.timing >= START


def is_counter_trap(card: Card) -> bool:
    return card.kind == TRAP and card.trap_type == "counter"


def damage_step_problem(state: State, card: Card) -> Illegal | None:
    """Whether `card` may be activated at the Damage Step timing the attack has reached."""
    if state.battle is None or not in_damage_step(state) or is_counter_trap(card):
        return None  # Counter Traps: every timing (12-4-7)
    if card.when == "opponent_damage_calculation":
        return None  # its text names its timing in the Damage Step (12-4-6)
    timing = state.battle.timing
    now, ref = timing_name(timing), say.card(state, card)
    if card.changes_atk:
        if timing <= BEFORE:
            return None  # until damage calculation starts (12-4-8)
        return Illegal("illegal.damage_step_atk_too_late",
                       (cr.ATK_CHANGES_UNTIL_CALCULATION, cr.DAMAGE_STEP_ACTIVATIONS),
                       now=now, card=ref)
    return Illegal("illegal.damage_step_not_allowed",
                   (cr.NOTHING_ELSE_IN_DAMAGE_STEP, cr.DAMAGE_STEP_ACTIVATIONS),
                   now=now, card=ref, kind=say.kind(card))


def damage_calculation_problem(state: State, card: Card) -> Illegal | None:
    """"During your opponent's turn, at damage calculation": only at that timing of an attack
    in the opponent's turn (12-4-1, 12-4-6)."""
    if state.turn_player != card.owner and state.battle is not None \
            and state.battle.timing == DURING:
        return None
    return Illegal("illegal.needs_opponent_damage_calculation",
                   (cr.DAMAGE_STEP_ACTIVATIONS, cr.DAMAGE_STEP_TIMINGS),
                   card=say.card(state, card))


def activation_rules(state: State, card: Card) -> tuple[str, ...]:
    """What allows an activation while an attack is waiting: a response to the attack
    (12-3-6) or one of the Damage Step's exceptions (12-4-7, 12-4-8)."""
    if state.battle is None:
        return ()
    if not in_damage_step(state):
        return (cr.RESPONSES_TO_ATTACK,)
    if is_counter_trap(card):
        return (cr.COUNTER_TRAPS_ANY_TIMING,)
    if card.when == "opponent_damage_calculation":
        return (cr.DAMAGE_STEP_ACTIVATIONS,)  # its text names the timing
    return (cr.ATK_CHANGES_UNTIL_CALCULATION,)
