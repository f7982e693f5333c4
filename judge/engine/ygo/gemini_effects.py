"""A Gemini monster that an effect makes an Effect Monster with its effects (8-1-12): the
`special_summon` step's `gemini_effects` ("Special Summon that target, and if you do, it
becomes an Effect Monster, and gains its effect.", Blazewing Butterfly). The monster is then as
if Gemini Summoned (8-1-9): its effects apply until it leaves the field or is turned
face-down, which ends it as it ends a Gemini Summon's (zones.move). A monster that is not a
Gemini monster gains nothing: its effects were never waiting."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .gemini_texts import announce
from .model import SET, Z_MONSTERS, Card, State


def gained(state: State, ctx: Context, card: Card, link: str) -> None:
    """The monster just Special Summoned face-up becomes an Effect Monster with its effects."""
    if not card.gemini or card.zone != Z_MONSTERS or card.position == SET:
        return
    card.gemini_summoned = True  # as a Gemini Summon would (8-1-9), but no Normal Summon used
    ctx.emit("gemini_effects_gained", cr.GEMINI_EFFECTS_GAINED, cr.GEMINI, link=link,
             card=say.card(state, card))
    announce(state, ctx, card, cr.GEMINI_EFFECTS_GAINED)
