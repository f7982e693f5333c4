"""Changes that last "until the End Phase" (7-7-12): an ATK or DEF change made by an `atk` step
with `until: end_phase` ends as the End Phase of the turn begins, with the other things that
phase does as it begins (3-10-4, 7-7-9); one made during the End Phase itself ends before that
End Phase ends (before the hand size limit, 7-7-2). A change "until the end of this turn" stays
to the end of the turn (7-7-3)."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from .model import State


def expire(state: State, ctx: Context) -> None:
    """Take off the changes made "until the End Phase", said once (7-7-12)."""
    if not any(m.end_phase for m in state.modifiers):
        return
    state.modifiers = [m for m in state.modifiers if not m.end_phase]
    ctx.emit("end_phase_effects", cr.UNTIL_END_PHASE)
