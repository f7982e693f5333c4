"""`piercing_turn: {card: chosen|self}`: an effect that resolves says that if the monster
attacks a Defense Position monster this turn, it inflicts piercing battle damage (12-6-4). As
with a direct attack given for the turn (direct_turn.py), it is the resolved effect that
applies, not the monster's text: the monster keeps it until the turn ends even if its effects
are negated later, and loses it if it leaves the field (a new card, zones.move).
negation.has reads it as the monster's `piercing`, which damage calculation asks. The
interpreter passes its reader of the step's card on the field and its words for a part not
done."""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from . import rules as cr
from .model import EffectStep, State
from .step_types import FieldCard, Handler, Skip
from .tail_steps import grant_for_turn


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def grant(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        grant_for_turn(state, ctx, step, env, (field_card, skip), "piercing", cr.PIERCING)

    return {"piercing_turn": grant}
