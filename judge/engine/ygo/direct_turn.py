"""`direct_attack_turn: {card: self|chosen}`: an effect that resolves lets a monster attack
directly this turn even while the opponent controls monsters (12-3-10). As with a second attack
given for the turn (12-3-4), it is the resolved effect that applies, not the monster's text: the
monster keeps it until the turn ends even if its effects are negated later, and loses it if it
leaves the field (a new card, zones.move). negation.has reads it as the monster's
`direct_attack`. The interpreter passes its reader of the step's card on the field and its
words for a part not done."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .model import MONSTER, Z_MONSTERS, Card, EffectStep, State

Handler = Callable[[State, Context, EffectStep, Any], None]
Skip = Callable[..., None]
FieldCard = Callable[[State, Context, EffectStep, Any, str], "Card | None"]


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def grant(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = field_card(state, ctx, step, env, "direct_attack_turn")
        if card is None:
            return
        if card.kind != MONSTER or card.zone != Z_MONSTERS:
            skip(ctx, env, Event("would.direct_attack_card", {"card": say.card(state, card)}),
                 Event("why.not_monster"), cr.DIRECT_BY_EFFECT)
            return
        card.direct_attack_turn = True
        ctx.emit("direct_attack.granted", cr.DIRECT_BY_EFFECT, cr.END_OF_TURN, link=env.label,
                 card=say.card(state, card))

    return {"direct_attack_turn": grant}


def read_step(problems: Problems, at: str, arg: Any,
              target: Callable[[str, Any], str | None]) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("card",), ("card",))
    card = target(key_path(at, "card"), v.field(data, "card", None))
    return EffectStep("direct_attack_turn", target=card) if card else None
