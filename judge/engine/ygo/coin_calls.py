"""A coin called before it is tossed (5-3-33): "Toss a coin and call it. If you call it right,
... If you call it wrong, ...", the format's `{call_coin: {right: [...], wrong: [...]}}`
(schema_coin_calls.py). As the effect resolves its player calls heads or tails, then tosses one
coin (5-3-23); the call is right when the coin shows the face called, and only the steps of
that result are done (none when the card prints nothing for it). The judge draws no lots and
makes no call: the activation names both, `call: heads` and `coins: [tails]`; without either
the toss is not made, the reason said, never a guess."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .model import EffectStep, State

CarryOut = Callable[[State, Context, tuple[EffectStep, ...], Any, int], bool]
FACES = ("heads", "tails")


def resolve_call(state: State, ctx: Context, step: EffectStep, env: Any,
                 carry_out: CarryOut) -> bool:
    """Call, toss, then do what the result of the call gives; whether it was done."""
    if env.called not in FACES or len(env.chance) != 1 or env.chance[0] not in FACES:
        env.missed = True
        ctx.emit("effect_part_skipped", cr.COIN_CALL, cr.DO_WHAT_CAN_BE_DONE, link=env.label,
                 what=Event("would.call_coin", {"player": env.controller}),
                 why=Event("why.call_not_named"))
        return False
    result = "right" if env.chance[0] == env.called else "wrong"
    ctx.emit("coin_call.called", cr.COIN_CALL, cr.CHANCE, link=env.label,
             player=env.controller, call=Event(f"chance.{env.called}"),
             coin=Event(f"chance.{env.chance[0]}"), result=Event(f"coin_call.{result}"))
    outcome = next((each for each in step.steps if each.what == result), None)
    if outcome is None:
        ctx.emit("chance.nothing", cr.COIN_CALL, link=env.label)
        return False
    return carry_out(state, ctx, outcome.steps, env, -1)
