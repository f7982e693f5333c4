""""Up to N" count steps: the player takes any number from 0 to N (CR 4-8-1).

A step read from an "up to" phrase carries `up_to: true` (`{set_don_active: {count: 2,
up_to: true}}`, `{add_don: {count: 1, rested: true, up_to: true}}`). The action that uses the
effect may say how many the player took, `take: N` (or a list, one number per "up to" step of
the effect, in the order they are written): `play`, `activate`, `use_event`, `counter`, or
`choose` for an effect whose timing has no action of its own. Named no number, the player took
the most (N) and the ruling says they could have taken fewer. A number above N is illegal; a
`take` on an effect with no "up to" step, or with more numbers than it has, is too.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import picks
from . import rules as cr
from . import text as say
from .model import Action, Card, State
from .options import ACTION_TIMINGS, picked
from .specs import Effect, EffectStep


def up_to_steps(steps: tuple[EffectStep, ...]) -> Iterator[EffectStep]:
    """The effect's "up to" count steps in the order they are written (inside `if`s too)."""
    for step in steps:
        if step.up_to:
            yield step
        yield from up_to_steps(step.steps)


def _offering(state: State, action: Action) -> tuple[Card | None, list[tuple[str, Effect]]]:
    card = state.resolve(action.get("card") or "")
    if card is None:
        return None, []
    found = []
    for timing in ACTION_TIMINGS.get(action.kind, ()):
        effect = card.effects.get(timing)
        if effect is not None and effect.options and action.get("option") \
                and action.get("option") <= len(effect.options):
            effect = picked(effect, action.get("option"))
        if effect is not None:
            found.append((timing, effect))
    return card, found


def _numbers(action: Action) -> tuple[int, ...] | None:
    raw = action.get("take")
    if raw is None:
        return None
    return tuple(raw) if isinstance(raw, tuple) else (raw,)


def take_problem(state: State, action: Action) -> Illegal | None:
    """A `take` above an "up to N", or for "up to" steps the effect does not have."""
    numbers = _numbers(action)
    if numbers is None:
        return None
    card, found = _offering(state, action)
    if card is None:
        return None  # the action's own check names the missing card
    return _numbers_problem(state, card, found, numbers)


def trigger_takes(state: State, card: Card, action: Action) -> Illegal | None:
    """A [Trigger]'s "up to": the `trigger` decision may say how many too (`take`); a number
    the effect does not allow is why the [Trigger] is not activated as named (damage.py)."""
    numbers = _numbers(action)
    if numbers is None or card.trigger is None:
        return None
    problem = _numbers_problem(state, card, [("trigger", card.trigger)], numbers)
    if problem is None:
        state.takes[(card.id, "trigger")] = numbers
    return problem


def _numbers_problem(state: State, card: Card, found: list[tuple[str, Effect]],
                     numbers: tuple[int, ...]) -> Illegal | None:
    counted = [(timing, list(up_to_steps(effect.steps))) for timing, effect in found]
    counted = [(timing, steps) for timing, steps in counted if steps]
    if not counted:
        return Illegal("illegal.no_up_to", (cr.UP_TO,), card=say.card(state, card))
    timing, steps = counted[0]
    effect = say.effect_of(state, card, timing)
    if len(numbers) > len(steps):
        return Illegal("illegal.take_too_many_numbers", (cr.UP_TO,), effect=effect,
                       count=len(steps))
    for number, step in zip(numbers, steps, strict=False):
        if number > step.amount:
            return Illegal("illegal.take_above_up_to", (cr.UP_TO,), effect=effect,
                           number=number, most=step.amount)
    return None


def remember(state: State, action: Action) -> None:
    """The numbers an action names wait for its effect to resolve (settle.py)."""
    numbers = _numbers(action)
    if numbers is None or take_problem(state, action) is not None:
        return
    card, found = _offering(state, action)
    assert card is not None
    for timing, effect in found:
        if any(up_to_steps(effect.steps)):
            state.takes[(card.id, timing)] = numbers


def taken(state: State, card: Card, timing: str, effect: Effect) -> dict[int, int]:
    """The number taken for each "up to" step of the effect now resolving, by step identity."""
    numbers = state.takes.pop((card.id, timing), ())
    return {id(step): n for step, n in zip(up_to_steps(effect.steps), numbers, strict=False)}


def apply(ctx: Context, step: EffectStep, takes: dict[int, int], label: Event,
          env: Any = None, notes: list[Any] | None = None) -> EffectStep | None:
    """The step with the number the player took; None when they took none (CR 4-8-1)."""
    if not step.up_to:
        return step
    number = takes.get(id(step))
    if number is None:  # the scenario names no number: the most, as the player may have
        ctx.emit("up_to_most", cr.UP_TO, effect=label, most=step.amount)
        if notes is not None:  # a default the ruling rests on (picks.py)
            picks.note_most(notes, getattr(env, "source", None), label, step.amount)
        return step
    ctx.emit("up_to_taken", cr.UP_TO, effect=label, count=number, most=step.amount)
    return dataclasses.replace(step, amount=number) if number else None
