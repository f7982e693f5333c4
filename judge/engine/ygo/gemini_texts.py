"""The words said as a Gemini monster's own text starts to apply (8-1-9, 8-1-12): the original
ATK or DEF it sets (4-2-8) and its being a Tuner (8-5-14), values that gemini_stats.py reads
each time they are asked. Said once, at its Gemini Summon or as an effect gives it its
effects; not while those effects are negated."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .gemini_stats import applies
from .model import Card, State


def announce(state: State, ctx: Context, card: Card, why: str) -> None:
    """What its own text makes of it now; `why` the rule that gave it its effects."""
    if not applies(state, card):
        return
    if card.original_atk_becomes >= 0:
        ctx.emit("gemini.original_atk", cr.STAT_SET, why, card=say.card(state, card),
                 value=card.original_atk_becomes, atk=state.atk(card))
    if card.original_def_becomes >= 0:
        ctx.emit("gemini.original_def", cr.STAT_SET, why, card=say.card(state, card),
                 value=card.original_def_becomes, defense=state.defense(card))
    if card.treated_as_tuner:
        ctx.emit("gemini.tuner", cr.SYNCHRO_TREATED, why, card=say.card(state, card))
