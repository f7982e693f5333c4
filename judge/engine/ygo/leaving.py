"""A monster Special Summoned "but banish it when it leaves the field" (8-4-10): the summoning
step gives it the rider, `zones.move` banishes it instead of sending it anywhere else as it
leaves, and this says so in the ruling, after the step that moved it."""
from __future__ import annotations

from collections.abc import Iterable

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Z_LIMBO, Card, State


def summoned_banish_on_leave(state: State, ctx: Context, label: Event, card: Card) -> None:
    """The rider is the summoned monster's own, for as long as it stays on the field."""
    card.banish_on_leave = True
    ctx.emit("special_summoned.banish_on_leave", cr.BANISH_ON_LEAVE, link=label,
             card=say.card(state, card))


def say_left(state: State, ctx: Context, cards: Iterable[Card]) -> bool:
    """One step for each of `cards` whose last move was banished instead, or a Token that
    left the field and ceased to exist (4-7-2); whether any was."""
    said = False
    for card in cards:
        if card.banished_by_text:  # its own text, not a Special Summon's rider (5-4-7)
            ctx.emit("left.banished_own", cr.LEAVES_BANISHED, cr.BANISH,
                     card=say.card(state, card))
            said = True
        elif card.banished_instead:
            ctx.emit("left.banished", cr.BANISH_ON_LEAVE, cr.BANISH, card=say.card(state, card))
            said = True
        elif "Token" in card.monster_types and card.zone == Z_LIMBO:
            ctx.emit("left.token", cr.TOKEN_CEASES, card=say.card(state, card))
            said = True
    return said
