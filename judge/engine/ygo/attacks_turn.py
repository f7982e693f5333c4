"""`monster_attacks_turn: {card: self|chosen, count: N}`: an effect that resolves lets a monster
make up to N attacks on monsters during each Battle Phase this turn (12-3-25). As with a second
attack given for the turn (12-3-4), it is the resolved effect that applies, not the monster's
text: the monster keeps it until the turn ends even if its effects are negated later, and loses
it if it leaves the field (a new card, zones.move). negation.attacks counts it with the attacks
its text allows "on monsters" (monster_attacks.py refuses a direct attack beyond the first,
12-3-24). The interpreter passes its reader of the step's card on the field and its words for a
part not done."""
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

MAX_TURN_ATTACKS = 5  # no printed card allows more this way


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    """The interpreter's handler of the step, given its own helpers."""
    def grant(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = field_monster(state, ctx, step, env, (field_card, skip), "monster_attacks_turn",
                             cr.MONSTER_ATTACKS_TURN)
        if card is None:
            return
        # two such effects in a turn: the larger number, they do not add up
        card.monster_attacks_turn = max(card.monster_attacks_turn, step.amount)
        ctx.emit("monster_attacks_turn.granted", cr.MONSTER_ATTACKS_TURN, cr.END_OF_TURN,
                 link=env.label, card=say.card(state, card), count=step.amount)

    return {"monster_attacks_turn": grant}


def read_step(problems: Problems, at: str, arg: Any,
              target: Callable[[str, Any], str | None]) -> EffectStep | None:
    """The step's card and its number of attacks (2 to MAX_TURN_ATTACKS)."""
    data = v.mapping(problems, at, arg, ("card", "count"), ("card", "count"))
    card = target(key_path(at, "card"), v.field(data, "card", None))
    count = v.integer(problems, key_path(at, "count"), v.field(data, "count", None), 2,
                      MAX_TURN_ATTACKS)
    return EffectStep("monster_attacks_turn", target=card, amount=count) \
        if card and count is not None else None
