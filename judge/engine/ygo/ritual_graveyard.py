"""A monster banished from the Graveyard as one of a Ritual Summon's Tributes (8-5-19): "When
you Ritual Summon a monster, you can banish this card from your GY as 1 of the monsters
required for the Ritual Summon." (the Djinns "of Rituals"; Arisen Gaia the Fierce Knight: "a
"Black Luster Soldier" monster"; card key `ritual_graveyard`, a description of the Ritual
Monster).

effect_summons asks `usable` for a material named in the Graveyard: it is one of the monsters
the Summon needs (its Level counts toward the total, fusion.ritual_why) and it is banished, not
sent to the Graveyard. Only a Summon that Tributes its materials: one that sends them from the
Deck, banishes them or shuffles them (Advanced Ritual Art) does not use monsters "required"
as Tributes, so the text does not apply there.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say_words
from .described import described_fits
from .model import MONSTER, Z_GRAVEYARD, Card, State, SummonByEffect


def usable(spec: SummonByEffect, owner: str, material: Card, monster: Card) -> bool:
    """Whether this Graveyard monster of the summoning player's may be banished as a Tribute
    for this Ritual Monster by its own text."""
    return spec.procedure == "ritual" and not (spec.send or spec.banish or spec.shuffle) \
        and material.kind == MONSTER and material.owner == owner \
        and material.zone == Z_GRAVEYARD and material.ritual_graveyard is not None \
        and described_fits(material.ritual_graveyard, monster)


def say(state: State, ctx: Context, label: Event, monster: Card, cards: list[Card]) -> None:
    """Each monster so banished (`usable`'s, asked before it left), said with the rule that
    allows it, after the Summon."""
    for card in cards:
        ctx.emit("ritual_graveyard.used", cr.RITUAL_GRAVEYARD, link=label,
                     player=monster.owner, card=say_words.card(state, card),
                     monster=say_words.card(state, monster))
