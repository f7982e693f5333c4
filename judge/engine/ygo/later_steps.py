"""Part of an effect done later, in the End Phase of the turn it resolves in (7-7-10): "You
can activate this effect; during the End Phase of this turn, add 1 ... to your hand", "add 1
... to your hand during the End Phase of this turn", "Draw 1 card, and if you do, during the
End Phase of this turn, discard your entire hand".

The step `{during_end_phase: [steps]}` records its steps with the resolving effect as it
stands (its card, its player, its target) and the turn's number; they are carried out, not
activated and with no chain, as that turn's End Phase begins, or, when the effect resolved in
the End Phase itself, before that End Phase ends (ahead of the hand size limit, 7-7-2)."""
from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import EffectStep, State
from .step_types import Handler

Run = Callable[[State, Context, tuple[EffectStep, ...], Any], bool]


def handlers(carry_out: Run) -> dict[str, Handler]:
    def during_end_phase(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        later = copy.copy(env)  # the effect as it resolved: its card, player and target
        later.label = Event("later.label", {"card": say.card(state, env.source)})
        state.delayed.append((state.turn_number, later.label,
                              lambda now, then: carry_out(now, then, step.steps, later)))
        ctx.emit("during_end_phase.scheduled", cr.LATER_STEPS, link=env.label)

    return {"during_end_phase": during_end_phase}


def carry_out_due(state: State, ctx: Context) -> None:
    """The steps recorded for this turn's End Phase, each effect's in the order recorded."""
    due = [entry for entry in state.delayed if entry[0] == state.turn_number]
    state.delayed = [entry for entry in state.delayed if entry[0] > state.turn_number]
    for _, label, run in due:
        ctx.emit("during_end_phase.applied", cr.LATER_STEPS, link=label)
        run(state, ctx)
