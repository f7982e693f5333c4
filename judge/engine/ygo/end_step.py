"""`end_step`: the turn player makes no further attack, and the Battle Phase goes on to its
End Step (12-9-1), where the effects "At the end of the Battle Phase, if this card battled"
answer the monsters that battled this turn (battle_end.py, 12-9-5); `main2` or `end_phase`
then leave it."""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from .battle_end import battled
from .condition_more import record_battle_phase_end
from .model import Z_MONSTERS, Action, State
from .moments import at_once
from .must_attack import leaving_problem


def legal_end_step(state: State, action: Action) -> Illegal | None:
    """`end_step`: in the Battle Phase, no attack waiting and none owed (12-3-18)."""
    if state.phase != "battle" or state.end_step:
        return Illegal("illegal.end_step_from", (cr.END_STEP,),
                       player=state.turn_player)
    return leaving_problem(state)


def apply_end_step(state: State, action: Action, ctx: Context) -> None:
    """The turn player makes no further attack: the End Step begins, and the monsters on the
    field that battled this turn are its event, all at one moment (12-9-1, 12-9-5)."""
    state.end_step = True
    ctx.emit("end_step", cr.END_STEP, player=state.turn_player)
    since = len(state.happened)
    for card in state.cards.values():
        if card.zone == Z_MONSTERS and battled(state, card):
            state.happened.append((card.id, card.moves, "battle_phase_end_battled"))
    record_battle_phase_end(state)  # "At the end of the Battle Phase" (12-9-5)
    at_once(state, since)
