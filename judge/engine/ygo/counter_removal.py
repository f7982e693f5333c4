"""Counters a card's own effect removes from it as it resolves, not as its cost (4-8-15):
"At the end of the Damage Step, if this card battled: Remove 1 counter from this card. If you
cannot, destroy it." (the B.E.S. monsters). The step `{remove_counters_from: {card: self, count:
N, name: NAME}}` removes N counters of that kind from the card when it is still face-up on the
field holding at least that many; otherwise it removes none and is not done (a card that left the
field and came back is a new card, its counters gone: 4-8-1). What follows "If you cannot" is the
gate `{if_you_cannot: [steps]}` after it (sequence.py), done only when the removal was not
(5-2-7).

The counters of a text that names no kind ("Place 3 counters on it") are read under the name
"counter", a kind of their own (4-8-1)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .counter_specs import CounterSpec
from .model import EffectStep, State
from .negators import face_up_on_field
from .step_types import Gone, Handler, Skip, Target, Would

MAX_COUNTERS = 100
MAX_NAME = 100
KIND = "remove_counters_from"
Reference = Callable[[str, Any], str | None]  # StepReader.target


def read_step(problems: Problems, at: str, arg: Any, target: Reference) -> EffectStep | None:
    """`{remove_counters_from: {card, count, name}}`: `count` counters (1 unless said) of the
    kind `name` from the card `card` names."""
    data = v.mapping(problems, at, arg, ("card", "count", "name"), ("card", "name"))
    if data is None:
        return None
    card = target(key_path(at, "card"), v.field(data, "card", None))
    name = v.opt_text(problems, data, "name", at, "", MAX_NAME) or ""
    count = v.opt_int(problems, data, "count", at, 1, MAX_COUNTERS, 1)
    return EffectStep(KIND, target=card, amount=count, counter=CounterSpec(name=name)) \
        if card and name else None


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def remove(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        assert step.counter is not None
        name = step.counter.name
        what = Event("would.remove_counters_from", {"count": step.amount, "name": name})
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, what, gone(step.target, env), cr.COUNTERS_BY_OWN_EFFECT)
            return
        if not face_up_on_field(card):  # only a face-up card on the field holds any (4-8-1)
            skip(ctx, env, what, Event("why.counters_face_up_only",
                                       {"card": say.card(state, card)}),
                 cr.COUNTERS_BY_OWN_EFFECT, cr.COUNTERS)
            return
        held = card.counters if card.counter is not None and card.counter.name == name else 0
        if held < step.amount:  # none removed: not done (4-8-15, 5-2-5)
            skip(ctx, env, what, Event("why.too_few_counters", {
                "card": say.card(state, card), "count": step.amount, "have": held,
                "name": name}), cr.COUNTERS_BY_OWN_EFFECT)
            return
        card.counters -= step.amount
        ctx.emit("counters_removed_from", cr.COUNTERS_BY_OWN_EFFECT, link=env.label,
                 card=say.card(state, card), count=step.amount, name=name, left=card.counters)

    return {KIND: remove}
