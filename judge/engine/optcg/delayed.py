"""Steps an effect leaves for the end of the turn: `{at_end_of_turn: [steps]}` ("Then, set up
to 1 of your DON!! cards as active at the end of this turn.").

The effect resolves now and its remaining steps wait; they are carried out in the End Phase,
once the [End of Your Turn] effects are done, the turn player's first, then the opponent's
(CR 6-6-1-2), with what the effect named when it resolved (its card, its `take:` numbers).
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ..core.replay import Context
from . import rules as cr
from .model import EffectStep, State

Runner = Callable[..., None]


def wait(state: State, ctx: Context, step: EffectStep, env: Any, runner: Runner) -> None:
    state.at_end_of_turn.append(
        (env.controller, env.label, functools.partial(runner, state, steps=step.steps, env=env)))
    ctx.emit("at_end_of_turn.waits", cr.AT_END_OF_TURN, effect=env.label)


def carry_out(state: State, ctx: Context) -> None:
    """In the End Phase: what waits, the turn player's first (CR 6-6-1-2)."""
    waiting, state.at_end_of_turn = state.at_end_of_turn, []
    first = state.turn_player
    for _controller, label, run in sorted(waiting, key=lambda item: item[0] != first):
        ctx.emit("at_end_of_turn.now", cr.AT_END_OF_TURN, effect=label)
        run(ctx=ctx)
