"""`unless_discarded: {name: "X", steps: [...]}`: an effect that goes on by what the card it
has just discarded turned out to be (5-3-27): "your opponent randomly chooses 1 card from your
entire hand, then you discard the chosen card. Then, if the discarded card was not "Danger!
Bigfoot!", Special Summon 1 "Danger! Bigfoot!" from your hand, and if you do, draw 1 card."

It follows the step that discards (a `discard_random` of the player's own hand, whose pick the
activation names, 5-3-21). Its steps are done after that discard, only when it was done (5-2-7)
and none of the cards it discarded has the name given; when one has, the effect does nothing
more.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .effect_specs import EffectStep
from .model import State
from .step_types import Handler

Run = Callable[[State, Context, tuple[EffectStep, ...], Any, int], bool]
Nested = Callable[[str, Any], tuple[EffectStep, ...]]
MAX_NAME = 100  # longer than any printed card name


def read_step(problems: Problems, at: str, arg: Any, nested: Nested) -> EffectStep | None:
    """The step as the format gives it; `nested` reads its steps."""
    data = v.mapping(problems, at, arg, ("name", "steps"), ("name", "steps"))
    if data is None:
        return None
    name = v.text(problems, key_path(at, "name"), v.field(data, "name", None), MAX_NAME)
    steps = nested(key_path(at, "steps"), v.field(data, "steps", None))
    return EffectStep("unless_discarded", unless_named=name, steps=steps) \
        if name and steps else None


def handlers(carry_out: Run) -> dict[str, Handler]:
    """The interpreter's handler of the step, given its way of carrying out steps."""
    def unless_discarded(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        ids = [card_id for card_id, _moves, what in env.last_done if what == "discarded"]
        if not ids:  # the discard before it was not done: nothing follows "then" (5-2-7)
            env.missed = True
            ctx.emit("sequence.not_done.then", cr.SEQUENCE, cr.DO_WHAT_CAN_BE_DONE,
                     link=env.label)
            return
        named = [card_id for card_id in ids if state.cards[card_id].name == step.unless_named]
        if named:
            env.missed = True
            ctx.emit("discard_check.named", cr.WHAT_WAS_DISCARDED, link=env.label,
                     card=say.card(state, state.cards[named[0]]))
            return
        ctx.emit("discard_check.other", cr.WHAT_WAS_DISCARDED, cr.SEQUENCE, link=env.label,
                 cards=say.cards(state, ids))
        env.missed = not carry_out(state, ctx, step.steps, env, -1)

    return {"unless_discarded": unless_discarded}
