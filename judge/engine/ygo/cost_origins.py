"""Where a monster's effect is activated from (5-1-7): the zone its text names, or either of
two when its cost gives the monster up from either ("send this card from your hand or field to
the GY": `from: [hand, field]`, 5-2-2)."""
from __future__ import annotations

from ..core.events import Event, Param
from . import field_card_effects
from . import text as say
from .model import (
    Z_BANISHED,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    MonsterEffect,
)

ORIGIN_ZONES = {"hand": Z_HAND, "graveyard": Z_GRAVEYARD, "field": Z_MONSTERS,
                "banished": Z_BANISHED,
                "equipped": Z_SPELLS_TRAPS,  # an Equip Card in the Spell & Trap Zone (10-4-6)
                "pendulum": Z_SPELLS_TRAPS,  # a Pendulum Scale in a Pendulum Zone (5-1-6)
                "deck": Z_DECK, "extra_deck": Z_EXTRA}  # where it went as it left (5-1-10)


def origin_zones(card: Card, effect: MonsterEffect) -> list[str]:
    """The zones its text activates it from; a Trigger Effect on its own destruction or
    Tribute of a face-up Pendulum Monster that went to the Extra Deck instead of the Graveyard
    is activated there (4-3-4)."""
    own = field_card_effects.zones(card, effect)
    if own is not None:  # a face-up Continuous or Field card's own effect (10-5-1)
        return own
    zone = ORIGIN_ZONES[effect.origin]
    if zone == Z_GRAVEYARD and effect.type == "trigger" and card.zone == Z_EXTRA \
            and card.face_up:
        zone = Z_EXTRA
    return [zone] + [ORIGIN_ZONES[other] for other in effect.also_from]


def say_zones(zones: list[str]) -> Param:
    """"the hand", "the hand or the field"."""
    where: Param = say.zone(zones[-1])
    for zone in reversed(zones[:-1]):
        where = Event("either", {"first": say.zone(zone), "second": where})
    return where
