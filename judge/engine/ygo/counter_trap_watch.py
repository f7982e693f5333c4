"""What a card does each time a Counter Trap Card resolves (11-1-10): its `after_counter_trap`
steps ("Each time a Counter Trap Card is activated, immediately after it resolves, draw 1
card.").

As a Counter Trap Card is activated, the face-up cards on the field whose text says so are
kept on its Chain Link, as they are then (id, moves), like the cards that get a counter when a
Spell Card resolves (counters.watching, 4-8-5). Right after that Chain Link resolves, before
the next one, each of them still there, its effects not negated (5-5-1, 5-5-3), does its
steps: not an effect that is activated, so nothing can answer it and no chain is built. A
Counter Trap whose activation was negated never resolves: nothing happens (its Chain Link
stops before the call in chain_resolution.py).
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import MONSTER, TRAP, Card, EffectStep, Link, State
from .negation import negated
from .negators import face_up_on_field, negated_by_field
from .step_env import Env

Run = Callable[[State, Context, tuple[EffectStep, ...], Env], None]


def watching(state: State, card: Card) -> tuple[tuple[str, int], ...]:
    """As `card` is activated: if it is a Counter Trap Card, the face-up cards on the field
    that do something right after it resolves (11-1-10); () otherwise."""
    if card.kind != TRAP or card.trap_type != "counter":
        return ()
    return tuple((other.id, other.moves) for other in state.cards.values()
                 if other.after_counter_trap and face_up_on_field(other)
                 and other.id != card.id)


def _applies(state: State, card: Card, moves: int) -> bool:
    """Still the card it was, face-up on the field, its effects not negated."""
    if card.moves != moves or not face_up_on_field(card):
        return False
    return not (negated(state, card) if card.kind == MONSTER else negated_by_field(state, card))


def resolved(state: State, ctx: Context, link: Link, label: Event, run: Run) -> None:
    """The Counter Trap Card of `link` resolved: each card kept on it does its steps now, in
    the order they were on the field (11-1-10)."""
    for ref, moves in link.after_counter_trap:
        card = state.cards[ref]
        if not _applies(state, card, moves):
            ctx.emit("after_counter_trap.not_applied", cr.AFTER_COUNTER_TRAP, link=label,
                     card=say.card(state, card))
            continue
        own = Event("after_counter_trap.label", {"card": say.card(state, card)})
        ctx.emit("after_counter_trap.applies", cr.AFTER_COUNTER_TRAP, link=label,
                 card=say.card(state, card))
        run(state, ctx, card.after_counter_trap, Env(card, card.owner, None, own, -1))
