"""Trigger Effects activated during a phase ("Once per turn, during your Standby Phase: You
can ...", "During the End Phase: You can ..."): in that phase, of the turn their text names,
once for each phase, as Chain Link 1 or beside other Trigger Effects (7-3-2, 7-7-4, 11-1-8).

A mandatory one (no "you can", 5-1-3) must be activated in its phase: a step that would leave
or go through that phase without it is refused (phase_owed.py); `end_phase` and
`standby_phase` stop in the phase where it is activated.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, MonsterEffect, State

# event -> (the phase, whose turn: "own", "opponent" or "" either)
PHASE_EVENTS = {"your_standby_phase": ("standby", "own"), "standby_phase": ("standby", ""),
                "opponent_standby_phase": ("standby", "opponent"),
                "your_end_phase": ("end", "own"), "end_phase": ("end", ""),
                "opponent_end_phase": ("end", "opponent")}
PHASE_RULES = {"standby": cr.STANDBY_TRIGGERS, "end": cr.END_PHASE_TRIGGERS}


def phase_problem(state: State, card: Card, effect: MonsterEffect,
                  index: int) -> Illegal | None:
    phase, whose = PHASE_EVENTS[effect.on]
    rule, ref = PHASE_RULES[phase], say.card(state, card)
    event = Event(f"trigger_event.{effect.on}")
    own = state.turn_player == card.owner
    if state.phase != phase or (whose == "own" and not own) \
            or (whose == "opponent" and own):
        return Illegal("illegal.phase_trigger", (rule, cr.TRIGGER_EFFECT), card=ref,
                       event=event, now=Event(f"phase.{state.phase}"),
                       player=state.turn_player)
    if _key(state, card, index) in state.phase_triggered:
        return Illegal("illegal.phase_trigger_used", (rule, cr.TRIGGER_EFFECT), card=ref,
                       event=event)
    return None


def record(state: State, card: Card, effect: MonsterEffect, index: int) -> None:
    if effect.on in PHASE_EVENTS:
        state.phase_triggered.append(_key(state, card, index))


def _key(state: State, card: Card, index: int) -> tuple[str, int, int, int, str]:
    return card.id, card.moves, index, state.turn_number, state.phase
