""""Choose one:" effects: an effect with `options`, of which the player picks one as it
resolves (CR 8-4-4: what an effect chooses is chosen during its resolution).

The scenario says which on the action that uses the effect, `option: N` (from 1): `play` (its
[On Play]), `activate` ([Activate: Main]), `use_event` ([Main]), `counter` ([Counter]), or
`choose` for an effect whose timing has no action of its own ([When Attacking], [On K.O.]...).
"Your opponent chooses one:" (`chooser: opponent`) is the same, but the option named is the
opponent's pick (CR 8-4-4-3: the player a text names chooses).
From that action until the effect resolves, the option stands in for the effect, with the
effect's own cost, [Once Per Turn], [DON!! xX] and conditions; the target filter checked is the
option's. An option the effect does not offer is illegal. Named no option, the effect resolves
to nothing and the ruling says so: the judge never picks one for the player.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Protocol

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .model import TRIGGER_TIMINGS, Action, Card, State, opponent
from .specs import Effect

MAX_OPTIONS = 5
AUTO_TIMINGS = ("when_attacking", "on_block", "on_opponents_attack", "on_ko",
                "end_of_your_turn", "on_play", *TRIGGER_TIMINGS)
ACTION_TIMINGS: dict[str, tuple[str, ...]] = {
    "play": ("on_play",), "activate": ("activate_main",), "use_event": ("main",),
    "counter": ("counter",), "choose": AUTO_TIMINGS}


def _printed(state: State, card: Card, timing: str) -> Effect | None:
    """The effect as printed, even while one of its options stands in for it."""
    return state.option_sources.get((card.id, timing), card.effects.get(timing))


def _offering(state: State, action: Action) -> tuple[Card | None, list[tuple[str, Effect]]]:
    card = state.resolve(action.get("card") or "")
    if card is None:
        return None, []
    found = [(timing, effect) for timing in ACTION_TIMINGS.get(action.kind, ())
             if (effect := _printed(state, card, timing)) is not None and effect.options]
    return card, found


def option_problem(state: State, action: Action) -> Illegal | None:
    """An `option` the card's effect does not offer (a "Choose one:" lists them all)."""
    number = action.get("option")
    if number is None:
        return None
    card, found = _offering(state, action)
    if card is None:
        return None  # the action's own check names the missing card
    if not found:
        return Illegal("illegal.no_options", (cr.CHOOSE,), card=say.card(state, card))
    timing, effect = found[0]
    if number > len(effect.options):
        return Illegal("illegal.option_not_offered", (cr.CHOOSE,),
                       effect=say.effect_of(state, card, timing), number=number,
                       count=len(effect.options))
    return None


def remember(state: State, action: Action, ctx: Context) -> None:
    """The option an action names stands in for its effect until that effect resolves."""
    number = action.get("option")
    if number is None or option_problem(state, action) is not None:
        return
    card, found = _offering(state, action)
    assert card is not None
    for timing, effect in found:
        state.option_sources[(card.id, timing)] = effect
        card.effects[timing] = picked(effect, number)
        if effect.chooser == "opponent":
            ctx.emit("option_chosen.opponent", cr.CHOOSE, cr.WHO_CHOOSES,
                     player=opponent(card.owner), effect=say.effect_of(state, card, timing),
                     number=number)
            continue
        ctx.emit("option_chosen", cr.CHOOSE, player=card.owner,
                 effect=say.effect_of(state, card, timing), number=number)


def picked(effect: Effect, number: int) -> Effect:
    """Option `number` with the effect's own cost, limits and conditions."""
    option = effect.options[number - 1]
    return dataclasses.replace(
        option, once_per_turn=effect.once_per_turn, don_x=effect.don_x, cost=effect.cost,
        optional=effect.optional or option.optional,
        condition=effect.condition + option.condition)


def restore(state: State, card: Card, timing: str) -> None:
    """After it resolved, the effect is the printed one again (its next use picks anew)."""
    printed = state.option_sources.pop((card.id, timing), None)
    if printed is not None:
        card.effects[timing] = printed


def for_trigger(state: State, ctx: Context, card: Card, effect: Effect,
                number: int | None) -> Effect:
    """"[Trigger] Activate this card's [Main] effect." when that [Main] is a "Choose one:": the
    `trigger` action's `option: N` picks (CR 8-4-4); none named, or one it does not offer, and
    the effect resolves to nothing, as the ruling says."""
    if not effect.options or number is None or not 1 <= number <= len(effect.options):
        return effect
    label = say.effect_of(state, card, "trigger")
    if effect.chooser == "opponent":
        ctx.emit("option_chosen.opponent", cr.CHOOSE, cr.WHO_CHOOSES,
                 player=opponent(card.owner), effect=label, number=number)
    else:
        ctx.emit("option_chosen", cr.CHOOSE, player=card.owner, effect=label, number=number)
    return picked(effect, number)


def unpicked(ctx: Context, label: Event, effect: Effect) -> None:
    if effect.chooser == "opponent":
        ctx.emit("option_not_named.opponent", cr.CHOOSE, cr.WHO_CHOOSES, effect=label)
        return
    ctx.emit("option_not_named", cr.CHOOSE, effect=label)


class EffectReader(Protocol):
    problems: Problems

    def effect(self, path: str, raw: Any) -> Effect | None: ...


def read_options(reader: EffectReader, path: str, raw: Any) -> tuple[Effect, ...]:
    """`options:` of a "Choose one:" effect: two or more effects, one of which the action names
    (`option: N`, from 1)."""
    if raw is None:
        return ()
    items = v.sequence(reader.problems, path, raw, MAX_OPTIONS) or []
    if len(items) < 2:
        reader.problems.add(path, "options need two or more effects")
    found = (reader.effect(v.index_path(path, i), item) for i, item in enumerate(items))
    return tuple(effect for effect in found if effect is not None)
