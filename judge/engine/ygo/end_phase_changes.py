"""Changes that last "until the End Phase" (7-7-12): an ATK or DEF change or value made by an
`atk`, `atk_all` or `becomes` step, or a Level changed by a `level` step, with `until:
end_phase` ends as the End Phase of the turn begins, with the other things that phase does as
it begins (3-10-4, 7-7-9); one made during the End Phase itself ends before that End Phase
ends (before the hand size limit, 7-7-2). A change "until the end of this turn" stays to the
end of the turn (7-7-3)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, State


def expire(state: State, ctx: Context) -> None:
    """Take off the changes made "until the End Phase": the ATK/DEF ones said once, each Level
    said on its own (7-7-12)."""
    if any(m.end_phase for m in state.modifiers):
        state.modifiers = [m for m in state.modifiers if not m.end_phase]
        ctx.emit("end_phase_effects", cr.UNTIL_END_PHASE)
    for card_id, moves, change in state.level_until_end_phase:
        card = state.cards.get(card_id)
        if card is None or card.moves != moves or not change:
            continue  # it left the field: its own Level again already (4-2-2)
        before = card.level
        card.level, card.level_change = card.level - change, card.level_change - change
        ctx.emit("level_changed.end_phase_over", cr.LEVEL, cr.UNTIL_END_PHASE,
                 card=say.card(state, card), before=before, level=card.level)
    state.level_until_end_phase = []


def level_until(state: State, ctx: Context, card: Card, before: int, after: int,
                label: Event, set_to: bool = False) -> None:
    """A Level changed "until the End Phase", kept to be taken back off then (7-7-12); one
    that "becomes" a number (`set_to`) also cites how that change is counted (4-2-10)."""
    state.level_until_end_phase.append((card.id, card.moves, after - before))
    code = "level_changed.end_phase" if after >= before else "level_changed.end_phase_lowered"
    ctx.emit(code, cr.LEVEL, *((cr.LEVEL_SET,) if set_to else ()), cr.UNTIL_END_PHASE,
             link=label, card=say.card(state, card), before=before, level=after)
