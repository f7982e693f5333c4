"""A Fusion Monster's own procedure with the cards its first line lists (8-4-8): "Must first
be Special Summoned (from your Extra Deck) by shuffling the above cards you control into the
Deck. (You do not use "Polymerization".)" (Elemental HERO Neos fusions), "... by banishing
the above cards you control." (`summon_procedures: [{from: [extra_deck], materials: {do:
banish, from: [field]}}]`).

The action's `cost` names the monsters: as many as the first line lists, each one standing for
a different listed material (fusion.listed_exactly), all of its player's and in the places the
text names. They are not Fusion Materials: no Fusion Substitute stands in for one, and they
are not "used as Fusion Material". They leave as part of the procedure (a Fusion Monster
among those shuffled goes back to the Extra Deck), then the monster is Special Summoned.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .cost_cards import GOES, give_up, said
from .fusion import described_list, listed_exactly
from .model import (
    MONSTER,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Action,
    Card,
    State,
)
from .summon_specs import Procedure

ZONES = {"field": Z_MONSTERS, "graveyard": Z_GRAVEYARD, "hand": Z_HAND}


def named(state: State, card: Card, procedure: Procedure, action: Action) -> list[Card] | None:
    """The monsters the action's `cost` names when they are the ones the card's first line
    lists, each of its player's in a place its text names; None when they are not."""
    cards = [state.resolve(ref) for ref in action.get("cost") or []]
    found = [c for c in cards if c is not None]
    places = [ZONES[zone] for zone in procedure.materials_from]
    if len(found) != len(cards) or len({c.id for c in found}) != len(found) or any(
            c.id == card.id or c.owner != card.owner or c.kind != MONSTER
            or c.zone not in places for c in found):
        return None
    slots = card.fusion_materials
    return found if slots is not None and listed_exactly(slots, found) else None


def problem(state: State, card: Card, procedure: Procedure) -> Illegal:
    """The cards named are not the ones the procedure asks for (8-4-8, 5-2-2)."""
    listed = described_list(card.fusion_materials or ())
    return Illegal("illegal.contact_materials", (cr.OWN_PROCEDURE, cr.COSTS),
                   card=say.card(state, card), player=card.owner, listed=listed,
                   do=Event(f"cost_cards.do.{procedure.materials}"))


def give(state: State, ctx: Context, card: Card, procedure: Procedure,
         cards: list[Card]) -> None:
    """The listed monsters leave as the procedure asks; a shuffled Deck is said so."""
    do = procedure.materials
    give_up(state, do, cards)
    back = (cr.EXTRA_DECK_INSTEAD,) if do == "shuffle" and any(
        c.zone == Z_EXTRA for c in cards) else ()  # a Fusion Monster among them (2-2-3)
    ctx.emit(f"procedure_cost.{do}", cr.OWN_PROCEDURE, GOES[do][1], *back, player=card.owner,
             cards=say.cards(state, [c.id for c in cards]), card=say.card(state, card))
    said(state, ctx, do, cards)
    if any(c.zone == Z_DECK for c in cards):  # a Deck a card went into is shuffled
        ctx.emit("procedure_cost.deck_shuffled", cr.OWN_PROCEDURE, player=card.owner)
