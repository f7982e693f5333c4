"""A monster "used as the entire requirement" of a Ritual Summon (8-5-18): "If you Ritual
Summon exactly 1 WATER Ritual Monster with a card effect that requires use of monsters, this
card can be used as the entire requirement." (Gishki Shadow; card key `ritual_entire`, a
description of the Ritual Monster; "this card you control ... the entire Tribute":
`ritual_entire_field`, only while it is on the field).

fusion.ritual_why asks `entire` before adding up Levels: when the only Tribute named is such a
monster and the Ritual Monster fits its description, the Levels do not matter. It must still
be a Tribute the card allows (from the places its step names, fitting its `material`, checked
by effect_summons._usable first); a Summon whose materials are sent from the Deck or banished
(Advanced Ritual Art, Red-Eyes Transmigration's Graveyard) does not Tribute it, so its text
does not apply there. effect_summons says so when the Summon is made (`say`).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say_words
from .described import described_fits
from .model import Z_GRAVEYARD, Z_MONSTERS, Card, State, SummonByEffect


def entire(spec: SummonByEffect, monster: Card, tributes: list[Card]) -> Card | None:
    """The one Tribute standing for the whole requirement, or None when there is none."""
    if spec.procedure != "ritual" or spec.send or spec.banish or len(tributes) != 1:
        return None
    card = tributes[0]
    if card.ritual_entire is None or card.zone == Z_GRAVEYARD \
            or card.ritual_entire_field and card.zone != Z_MONSTERS \
            or not described_fits(card.ritual_entire, monster):
        return None
    return card


def say(state: State, ctx: Context, label: Event, monster: Card, card: Card | None) -> None:
    """The Summon made with one such Tribute (`entire`'s answer, asked before the Tributes
    left), said with the rule that allows it."""
    if card is not None:
        ctx.emit("ritual_entire.used", cr.RITUAL_ENTIRE, link=label, player=monster.owner,
                 card=say_words.card(state, card), monster=say_words.card(state, monster))
