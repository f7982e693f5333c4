"""Cards of a description given up as a cost (`cost_cards`, 5-2-2): "discard 1 Spell",
"Tribute 1 "Gusto" monster", "send 1 card from your hand to the GY", "banish 1 Machine monster
from your GY", "reveal 1 "Dragonmaid" monster in your hand".

The player chooses them, so the `activate` action names them (`cost`); the activation is
legal only when it names exactly as many as the text asks, each of its player's own, where the
text says and fitting its description; they are given up as the card or effect is activated,
before anyone can respond, and stay given up if it is negated (5-2-2).
"""
from __future__ import annotations

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import details
from .fetch import fits
from .model import (
    MONSTER,
    SET,
    Z_BANISHED,
    Z_DECK,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    CostCards,
    State,
)
from .pendulum import say_extra_deck
from .zones import move

ZONES = {"hand": (Z_HAND,), "deck": (Z_DECK,), "graveyard": (Z_GRAVEYARD,),
         "field": (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)}
# where each card goes, and the rule that says what doing so is
GOES = {"discard": (Z_GRAVEYARD, cr.DISCARD), "tribute": (Z_GRAVEYARD, cr.TRIBUTE),
        "send": (Z_GRAVEYARD, cr.SENT_IS_NOT_DESTROYED), "banish": (Z_BANISHED, cr.BANISH),
        "reveal": (Z_HAND, cr.COSTS)}
EVENTS = {"discard": "discarded", "tribute": "tributed"}


def payable(state: State, spec: CostCards, card: Card, given: Card) -> bool:
    """Whether `given` may be one of the cards `card`'s cost gives up. A card is never its own
    described cost (its text says "this card" for that), except a monster that Tributes itself
    where the text does not say "other" ("Tribute 1 Plant monster" counts it too, 5-3-5)."""
    if given.owner != card.owner or given.id == card.id and (
            spec.other or spec.do != "tribute" or card.kind != MONSTER):
        return False
    zones = [zone for where in spec.pick.zones for zone in ZONES[where]]
    if given.zone not in zones or spec.do == "tribute" and given.zone == Z_FIELD:
        return False
    if spec.do == "tribute" and (given.kind != MONSTER or given.zone == Z_SPELLS_TRAPS):
        return False
    if spec.face_up and not _face_up(given):
        return False
    return fits(spec.pick, given, state)


def _face_up(card: Card) -> bool:
    return card.position != SET if card.kind == MONSTER else card.face_up


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Exactly as many cards as the text asks, each one it may give up (5-2-2)."""
    spec = card.cost_cards
    if spec is None:
        return None
    given = [state.resolve(ref) for ref in action.get("cost") or []]
    fit = [c for c in given if c is not None and payable(state, spec, card, c)]
    if len(given) == spec.count and len(fit) == spec.count:
        return None
    return Illegal("illegal.cost_cards", (cr.COSTS, GOES[spec.do][1]), card=say.card(state, card),
                   player=card.owner, count=spec.count, do=Event(f"cost_cards.do.{spec.do}"),
                   requirement=describe(spec))


def describe(spec: CostCards) -> Event:
    """"a "Gusto" monster in your hand or on your field (not this card)"."""
    where: Param = Event(f"cost_cards.where.{spec.pick.zones[-1]}")
    for zone in reversed(spec.pick.zones[:-1]):  # "in your hand or on your field"
        where = Event("either", {"first": Event(f"cost_cards.where.{zone}"), "second": where})
    words = details(spec.pick) + [Event(key) for key, on in (
        ("cost_cards.face_up", spec.face_up), ("cost_cards.other", spec.other)) if on]
    params: dict[str, Param] = {"what": Event(f"pick.what.{spec.pick.what}"), "where": where}
    if not words:
        return Event("cost_cards.requirement", params)
    return Event("cost_cards.requirement.details", {**params, "details": tuple(words)})


def pay(state: State, ctx: Context, card: Card, action: Action) -> None:
    """The named cards are given up as the card or effect is activated (5-2-2)."""
    spec = card.cost_cards
    if spec is None:
        return
    given = [state.cards[ref] for ref in action.get("cost") or []]
    zone, rule = GOES[spec.do]
    searched = any(paid.zone == Z_DECK for paid in given)
    for paid in given:
        if paid.zone != zone:
            move(state, paid, zone)
        if spec.do in EVENTS:  # an event its own Trigger Effects may answer (5-1-3)
            state.happened.append((paid.id, paid.moves, EVENTS[spec.do]))
    ctx.emit(f"cost.{spec.do}", cr.COSTS, rule, card=say.card(state, card),
             player=card.owner, cards=say.cards(state, [c.id for c in given]))
    say_extra_deck(state, ctx, given)
    if searched:  # "send 1 WATER monster from your Deck to the GY": looked through (5-2-2)
        ctx.emit("cost.deck_shuffled", cr.COSTS, player=card.owner)
