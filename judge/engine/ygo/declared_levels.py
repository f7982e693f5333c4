"""`level: {card: T, declared_min: L, declared_max: H, until: turn}`: "declare a Level from 1 to
8; this card becomes that Level until the end of this turn" (Gagaga Magician, 5-2-25, 4-2-2).

The Level is declared as the effect is activated, as a target is chosen (the activation's
`declare: N`); an activation without one, or with a Level outside the printed range, is
refused. As the effect resolves the monster's Level becomes the declared one: the `level`
step changes it by the difference, so the change is taken back off when the turn ends as any
other "until the end of this turn" (level_turn.py), and a later raise or cut still counts."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .model import Action, Card, EffectStep, State

DECLARED_KEYS = ("declared_min", "declared_max")
Declared = tuple[int, int] | None


def read_declared(p: Problems, at: str, data: dict[str, Any]) -> tuple[bool, Declared]:
    """Whether the step is right, and the range a Level is declared from (None without one):
    both ends, the lower first, and no `by` beside them."""
    if not any(key in data for key in DECLARED_KEYS):
        return True, None
    low = v.opt_int(p, data, "declared_min", at, 1, 12, 0)
    high = v.opt_int(p, data, "declared_max", at, 1, 12, 0)
    if not low or not high or low >= high or "by" in data:
        p.add(at, "input.ygo.declared_level_range")
        return False, None
    return True, (low, high)


def _range(card: Card) -> tuple[int, int] | None:
    return next((step.declared for step in card.effect if step.kind == "level"
                 and step.declared is not None), None)


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """An effect that declares a Level is activated only with one in its range (5-2-25)."""
    bounds = _range(card)
    if bounds is None:
        return None
    said = [str(word) for word in action.get("declare") or ()]
    if len(said) == 1 and said[0].isdigit() and bounds[0] <= int(said[0]) <= bounds[1]:
        return None
    return Illegal("illegal.declared_level", (cr.DECLARED_LEVEL,), card=say.card(state, card),
                   low=bounds[0], high=bounds[1])


def amount(state: State, ctx: Context, step: EffectStep, env: Any, card: Card) -> int:
    """The change that makes the monster's Level the declared one (`by` when none is)."""
    if step.declared is None:
        return step.amount
    link = state.chain[env.link] if 0 <= env.link < len(state.chain) else None
    said: tuple[str, ...] = link.declared if link is not None else ()
    level = int(said[0]) if len(said) == 1 and said[0].isdigit() else card.level
    ctx.emit("level_declared", cr.DECLARED_LEVEL, link=env.label, card=say.card(state, card),
             level=level)
    return level - card.level
