"""An effect in several parts (5-2-7): "X, and if you do, Y" and "X, then Y" do Y only when X
was done; "X, also Y" (the steps listed one after the other) does each regardless; "X. If you
cannot, Y" does Y only when X was not done (`if_you_cannot`).

In the format, Y is the `steps` of an `if_you_do` or a `then` step that follows X. Whether X
was done is what the interpreter says of its last step (nothing left undone: a card gone, no
room, a card that cannot be destroyed, nothing to destroy, 5-2-5). The ruling says why Y is
done or not, citing the rule.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .model import EffectStep, State

GATES = ("if_you_do", "then", "if_you_cannot")


class Resolving(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    label: Event


E = TypeVar("E", bound=Resolving)


def gate(state: State, ctx: Context, step: EffectStep, env: E, done: bool, since: int,
         carry_out: Callable[[State, Context, tuple[EffectStep, ...], E, int], bool]) -> bool:
    """Y after X (`done`: whether X was done; `since`: where X's events begin in
    `state.happened`); whether Y was done in its turn. "And if you do" joins Y's first step
    to X's moment; "then" does Y after it (5-2-7)."""
    if step.kind == "if_you_cannot":  # "X. If you cannot, Y": Y only when X was not (5-2-7)
        return _cannot(state, ctx, step, env, done, carry_out)
    if not done:
        ctx.emit(f"sequence.not_done.{step.kind}", cr.SEQUENCE, cr.DO_WHAT_CAN_BE_DONE,
                 link=env.label)
        return False
    ctx.emit(f"sequence.done.{step.kind}", cr.SEQUENCE, link=env.label)
    return carry_out(state, ctx, step.steps, env, since if step.kind == "if_you_do" else -1)


def _cannot(state: State, ctx: Context, step: EffectStep, env: E, done: bool,
            carry_out: Callable[[State, Context, tuple[EffectStep, ...], E, int], bool]) -> bool:
    """"If you cannot, Y": Y only when X was not done, after it (5-2-7); whether the effect
    did what it said (X, or else Y)."""
    if done:
        ctx.emit("sequence.done.if_you_cannot", cr.SEQUENCE, link=env.label)
        return True
    ctx.emit("sequence.not_done.if_you_cannot", cr.SEQUENCE, cr.DO_WHAT_CAN_BE_DONE,
             link=env.label)
    return carry_out(state, ctx, step.steps, env, -1)
