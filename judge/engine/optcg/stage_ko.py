"""K.O. of a Stage: "K.O. up to 1 of your opponent's Stages with a cost of 3 or less."

The rules define a K.O. for Characters (CR 10-2-1-1); a card whose text K.O.s a Stage goes
before them (CR 1-3-1), and the Stage moves to its owner's trash as a K.O.'d card does
(CR 10-2-1-2). The `ko` step (removal.py) hands a Stage here.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Z_TRASH, Card, State
from .zones import move


def knock_out_stage(state: State, ctx: Context, card: Card, label: Event) -> None:
    move(state, card, Z_TRASH)
    state.record.knocked_out.append(card.id)
    ctx.emit("stage_knocked_out", cr.CARD_OVER_RULES, cr.KO_TO_TRASH, effect=label,
             card=say.card(state, card), owner=card.owner)
