"""`indestructible_turn: {card: self|chosen, by: battle|effect|any}`: an effect that resolves
says a monster cannot be destroyed by battle, by card effects, or by either, this turn
(5-3-17). As with a direct attack given for the turn (direct_turn.py), it is the resolved
effect that applies, not the monster's text: the monster keeps it until the turn ends even if
its effects are negated later, and loses it if it leaves the field (a new card, zones.move).
calculation.py keeps it in battle (Card.battle_indestructible_turn), negation.has reads it as
the monster's `effect_indestructible` (Card.effect_indestructible_turn). The interpreter passes
its reader of the step's card on the field and its words for a part not done."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .model import EffectStep, State
from .step_types import FieldCard, Handler, Skip
from .tail_steps import field_monster

BY = ("battle", "effect", "any")


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def protect(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = field_monster(state, ctx, step, env, (field_card, skip), "indestructible_turn",
                             cr.INDESTRUCTIBLE_TURN)
        if card is None:
            return
        if step.what in ("battle", "any"):
            card.battle_indestructible_turn = True
        if step.what in ("effect", "any"):
            card.effect_indestructible_turn = True
        ctx.emit(f"indestructible_turn.{step.what}", cr.INDESTRUCTIBLE_TURN, cr.END_OF_TURN,
                 link=env.label, card=say.card(state, card))

    return {"indestructible_turn": protect}


def read_step(problems: Problems, at: str, arg: Any,
              target: Callable[[str, Any], str | None]) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("card", "by"), ("card", "by"))
    card = target(key_path(at, "card"), v.field(data, "card", None))
    by = v.choice(problems, key_path(at, "by"), v.field(data, "by", None), BY)
    return EffectStep("indestructible_turn", target=card, what=by) if card and by else None
