"""A card described by the counters it holds (4-8-11): "destroy all monsters with an Ice
Counter(s)", "a monster with an A-Counter", the description's `with_counter: Ice Counter`.

Only a face-up card on the field holds counters (4-8-1), so only such a card, holding 1 or more
of that kind as the description is checked, fits; a card that has left the field holds none
(its counters are removed as it leaves), and a face-down card is not one that holds them."""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, EffectStep, State
from .negators import face_up_on_field


class Env(Protocol):
    label: Event


def holds_counter(card: Card, name: str) -> bool:
    """Face-up on the field with at least 1 counter of that kind on it now."""
    return face_up_on_field(card) and card.counter is not None \
        and card.counter.name == name and card.counters > 0


def announce(state: State, ctx: Context, step: EffectStep, env: Env, hit: list[Card]) -> None:
    """Which monsters an "all monsters with an Ice Counter(s)" step covers as it resolves: those
    holding one now, none of the others (4-8-11); nothing said for any other step."""
    name = step.pick.with_counter if step.pick is not None else ""
    if not name:
        return
    if not hit:
        ctx.emit("with_counter.none", cr.COUNTERS_DESCRIBED, cr.COUNTERS, link=env.label,
                 name=name)
        return
    ctx.emit("with_counter.cards", cr.COUNTERS_DESCRIBED, cr.COUNTERS, link=env.label,
             name=name, cards=say.cards(state, [card.id for card in hit]))
