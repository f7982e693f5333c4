"""A monster Special Summoned "but banish it when it leaves the field" (8-4-10): the summoning
step gives it the rider, `zones.move` banishes it instead of sending it anywhere else as it
leaves, and this says so in the ruling, after the step that moved it. "..., but place it on
the bottom of the Deck when it leaves the field" is the same rider (`bottom_on_leave`): the
bottom of its owner's Deck, or the Extra Deck for an Extra Deck monster (2-2-1)."""
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


def summoned_bottom_on_leave(state: State, ctx: Context, label: Event, card: Card) -> None:
    """"..., but place it on the bottom of the Deck when it leaves the field": the same kind
    of rider, the monster's own while it stays on the field (8-4-10)."""
    card.bottom_on_leave = True
    ctx.emit("special_summoned.bottom_on_leave", cr.BANISH_ON_LEAVE, link=label,
             card=say.card(state, card))


def say_left(state: State, ctx: Context, cards: Iterable[Card]) -> bool:
    """One step for each of `cards` whose last move was banished instead, or a Token that
    left the field and ceased to exist (4-7-2); whether any was."""
    said = False
    for card in cards:
        if card.banished_by_text:  # its own text, not a Special Summon's rider (5-4-9)
            ctx.emit("left.banished_own", cr.LEAVES_BANISHED, cr.BANISH,
                     card=say.card(state, card))
            said = True
        elif card.bottomed_instead:  # "place it on the bottom of the Deck" (8-4-10)
            ctx.emit("left.bottomed", cr.BANISH_ON_LEAVE, cr.TO_DECK, card=say.card(state, card))
            said = True
        elif card.banished_instead:
            ctx.emit("left.banished", cr.BANISH_ON_LEAVE, cr.BANISH, card=say.card(state, card))
            said = True
        elif "Token" in card.monster_types and card.zone == Z_LIMBO:
            ctx.emit("left.token", cr.TOKEN_CEASES, card=say.card(state, card))
            said = True
    return said
