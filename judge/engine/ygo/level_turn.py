"""`level: {card: T, by: N, until: turn}`: a Level raised or lowered "until the end of this
turn" (4-2-2). The change is the `level` step's (level_changes.py) and is recorded here; when
the turn ends, each monster still the card it was (the same `moves`) gets it back off. One
that left the field in between already has its own Level again (zones.move), so nothing is
taken off twice."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, State


def until_end(state: State, ctx: Context, card: Card, before: int, after: int,
              label: Event) -> None:
    """The change made, kept to be taken back off when the turn ends."""
    state.level_until_end.append((card.id, card.moves, after - before))
    ctx.emit("level_changed.turn" if after >= before else "level_changed.turn_lowered",
             cr.LEVEL, cr.END_OF_TURN, link=label, card=say.card(state, card), before=before,
             level=after)


def expire(state: State, ctx: Context) -> None:
    """The turn ends: each change "until the end of this turn" is taken back off."""
    for card_id, moves, change in state.level_until_end:
        card = state.cards.get(card_id)
        if card is None or card.moves != moves or not change:
            continue
        before = card.level
        card.level, card.level_change = card.level - change, card.level_change - change
        ctx.emit("level_changed.turn_over", cr.LEVEL, cr.END_OF_TURN,
                 card=say.card(state, card), before=before, level=card.level)
    state.level_until_end = []
