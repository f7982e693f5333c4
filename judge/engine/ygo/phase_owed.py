"""A mandatory Trigger Effect of a phase ("Once per turn, during your Standby Phase: Inflict 500
damage to your opponent.", 5-1-3) must be activated in that phase: a step that would leave the
phase, or go through it in one action (`end_turn` goes through the End Phase and the next
Standby Phase), while it is owed is refused; the scenario stops in that phase (`end_phase`,
`standby_phase`) and activates it (7-3-2, 7-7-4)."""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Action, State, opponent
from .monster_effects import phase_owed
from .phase_effects import PHASE_RULES

# the steps that leave a phase
LEAVING = ("main1", "end_turn", "standby_phase")


def problem(state: State, action: Action) -> Illegal | None:
    for phase, player in _passed(state, action.kind):
        found = phase_owed(state, phase, player)
        if found is not None:
            card, index = found
            return Illegal("illegal.mandatory_phase_trigger",
                           (PHASE_RULES[phase], cr.TRIGGER_EFFECT), card=say.card(state, card),
                           number=index + 1, phase=Event(f"phase.{phase}"), player=player)
    return None


def _passed(state: State, kind: str) -> list[tuple[str, str]]:
    """The phases, with whose turn they are of, that the step leaves or goes through."""
    turn = state.turn_player
    passed = [("standby", turn)] if state.phase == "standby" else []
    if kind == "main1":
        return passed
    passed.append(("end", turn))
    if kind == "end_turn":  # the next turn's Standby Phase goes by too
        passed.append(("standby", opponent(turn)))
    return passed
