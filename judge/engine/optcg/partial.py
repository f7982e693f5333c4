"""How a counted step says it did nothing or only part of what it asked: one pair of helpers
for the interpreter's steps and the opponent's (opponent.py), which cannot import each
other."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .model import EffectStep


def nothing_for_zero(ctx: Context, step: EffectStep, label: Event) -> bool:
    """True, and the ruling says so, when the step asks for 0 of something (CR 1-3-2-2)."""
    if step.amount > 0:
        return False
    ctx.emit(f"zero_times.{step.kind}", cr.ZERO_TIMES, effect=label)
    return True


def short_of(done: int, wanted: int) -> tuple[str, tuple[str, ...]]:
    """The code suffix and the rule of a step that did only part of what it asked (CR 1-3-2)."""
    return ("", ()) if done == wanted else (".short", (cr.DO_WHAT_YOU_CAN,))
