"""Effects decided by a coin or a die (5-3-23): "Toss a coin and apply this effect. ● Heads: ...
● Tails: ...", "toss a coin 3 times and destroy that target if at least 2 of the results are
heads", "Roll a six-sided die and apply the result. ● 1 or 6: ...".

In the format a `toss_coin` or `roll_die` step holds its `outcomes`: `outcome` steps, each
with the result it answers (a number of heads, exactly or at least, `what`; the faces of the
die, `limits`) and the steps it does. The judge draws no lots: the activation names the
results as they fell (`coins: [heads, tails]`, `dice: [4]`), the way it names the card a
random pick took (5-3-21). With `kept: true` the card keeps the result instead (coin_keep.py,
5-3-30). The effect's player tosses or rolls as it resolves; only the
outcome that answers the results is done, and with none that answers, the effect does nothing
more. Results not named, or not as many as the effect tosses or rolls, leave the step undone
with the reason said, never a guess.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .coin_calls import resolve_call
from .coin_keep import keep
from .model import EffectStep, State

CHANCE = ("toss_coin", "roll_die", "call_coin")  # a called coin: coin_calls.py
HEADS, TAILS = "heads", "tails"
CarryOut = Callable[[State, Context, tuple[EffectStep, ...], Any, int], bool]


def resolve(state: State, ctx: Context, step: EffectStep, env: Any, carry_out: CarryOut) -> bool:
    """Toss or roll as the effect resolves, then do the outcome the results answer (5-3-23);
    whether what was done was done (for "and if you do" after it, 5-2-7)."""
    if step.kind == "call_coin":  # the call, then the coin (5-3-33)
        return resolve_call(state, ctx, step, env, carry_out)
    coin = step.kind == "toss_coin"
    results = _named(env.chance, coin, step.amount)
    if results is None:
        env.missed = True
        ctx.emit("effect_part_skipped", cr.CHANCE, cr.DO_WHAT_CAN_BE_DONE, link=env.label,
                 what=Event("would.toss_coin" if coin else "would.roll_die",
                            {"count": step.amount, "player": env.controller}),
                 why=Event("why.chance_not_named", {"count": step.amount}))
        return False
    words = tuple(Event(f"chance.{result}") for result in results) if coin else results
    ctx.emit("chance.tossed" if coin else "chance.rolled", cr.CHANCE, link=env.label,
             player=env.controller, count=step.amount, results=words)
    if step.what == "kept":  # the card keeps the result while face-up (5-3-30)
        return keep(state, ctx, env, results[0])
    outcome = next((each for each in step.steps if _answers(each, results)), None)
    if outcome is None:
        ctx.emit("chance.nothing", cr.CHANCE, link=env.label)
        return False
    return carry_out(state, ctx, outcome.steps, env, -1)


def _named(named: tuple[str, ...], coin: bool, count: int) -> tuple[str, ...] | None:
    """The results the activation named, when they are as many as the effect tosses or rolls
    and of the right kind (a coin's faces, a die's 1 to 6)."""
    faces = (HEADS, TAILS) if coin else tuple("123456")
    if len(named) != count or any(result not in faces for result in named):
        return None
    return named


def _answers(outcome: EffectStep, results: tuple[str, ...]) -> bool:
    """Whether an outcome answers the results: "● 2 Heads" exactly, "at least 2 of the
    results are heads" (`heads_min`), "● 2, 3, or 4" (the faces of one die)."""
    if outcome.what == "faces":
        return len(results) == 1 and results[0] in outcome.limits
    heads = results.count(HEADS)
    return heads >= outcome.amount if outcome.what == "heads_min" else heads == outcome.amount
