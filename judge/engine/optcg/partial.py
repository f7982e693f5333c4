"""How a counted step says it did nothing or only part of what it asked: one pair of helpers
for the interpreter's steps and the opponent's (opponent.py), which cannot import each
other."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .model import State
from .specs import EffectStep


def nothing_for_zero(ctx: Context, step: EffectStep, label: Event) -> bool:
    """True, and the ruling says so, when the step asks for 0 of something (CR 1-3-2-2)."""
    if step.amount > 0:
        return False
    ctx.emit(f"zero_times.{step.kind}", cr.ZERO_TIMES, effect=label)
    return True


def short_of(done: int, wanted: int) -> tuple[str, tuple[str, ...]]:
    """The code suffix and the rule of a step that did only part of what it asked (CR 1-3-2)."""
    return ("", ()) if done == wanted else (".short", (cr.DO_WHAT_YOU_CAN,))


def no_battle(state: State, ctx: Context, step: EffectStep, label: Event, what: Event) -> bool:
    """True, and the step is skipped with its reason, when a step "during this battle" comes
    while no battle is going on; the rest of the effect still runs (CR 1-3-2)."""
    if step.duration != "battle" or state.battle is not None:
        return False
    ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label, what=what,
             why=Event("why.no_battle"))
    return True
