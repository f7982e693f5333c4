"""Counters counted by a Continuous Effect's "for each" (4-8-4): "This card gains 300 ATK for
each Ice Counter on the field." (`for_each: {zone: field, what: counters, counter: Ice
Counter}`, of either player's cards, or `player: controller` "on your field"), "Monsters your
opponent controls lose 100 ATK for each Bushido Counter on this card." (`what: own_counters`).

Only a face-up card on the field holds counters (4-8-1): each counts as many of that kind as
it holds now, so the change follows them as they are placed and removed."""
from __future__ import annotations

from .continuous_specs import Counted
from .model import Card, State
from .negators import face_up_on_field

COUNTS = ("counters", "own_counters")


def _holds(card: Card, name: str) -> int:
    """The counters of that kind on the card now."""
    shown = face_up_on_field(card) and card.counter is not None and card.counter.name == name
    return card.counters if shown else 0


def count(state: State, source: Card, per: Counted) -> int:
    """The counters "for each" counts now: those on the changing card itself
    (`own_counters`), or on the face-up cards on the field of the player `per` names."""
    if per.what == "own_counters":
        return _holds(source, per.counter)
    return sum(_holds(card, per.counter) for card in state.cards.values()
               if per.player == "any" or (card.owner == source.owner)
               == (per.player == "controller"))
