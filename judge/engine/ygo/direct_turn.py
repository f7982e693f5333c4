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
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from .model import EffectStep, State
from .step_types import FieldCard, Handler, Skip
from .tail_steps import grant_for_turn


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def grant(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        grant_for_turn(state, ctx, step, env, (field_card, skip), "direct_attack",
                       cr.DIRECT_BY_EFFECT)

    return {"direct_attack_turn": grant}


def read_step(problems: Problems, at: str, arg: Any, target: Callable[[str, Any], str | None],
              kind: str = "direct_attack_turn") -> EffectStep | None:
    """`{card: T}`, the monster given it: this step's, and piercing_turn.py's (12-6-4)."""
    data = v.mapping(problems, at, arg, ("card",), ("card",))
    card = target(key_path(at, "card"), v.field(data, "card", None))
    return EffectStep(kind, target=card) if card else None
