"""Which effect may Special Summon a monster whose summoning condition names one (8-4-7,
8-4-12): "Must be Special Summoned with "Dark Fusion"" (the effect of a card of that name),
"Must be Special Summoned by its own effect" (`summoned_by: self`: an effect of that very card,
not another copy's), and "Must first be ..." (`summoned_first`): that way only until it has been
Special Summoned so, after which any effect may bring it back from the GY or the banished cards
(8-4-5)."""
from __future__ import annotations

from ..core.events import Event
from . import rules as cr
from .card_facts import name_of
from .model import Z_BANISHED, Z_GRAVEYARD, Card

SELF = "self"  # `special_summon_only: {card: self}`


def the_named_source(card: Card, source: Card) -> bool:
    """`source` is the one card whose effect the monster's condition allows."""
    if card.summoned_by == SELF:
        return source.id == card.id
    return name_of(source) == card.summoned_by


def why(card: Card, source: Card) -> tuple[Event, str] | None:
    """Why the effect of `source` cannot Special Summon `card` by its condition; None if it
    can (or it has none)."""
    if not card.summoned_by or the_named_source(card, source):
        return None
    if card.summoned_first and card.properly_summoned \
            and card.zone in (Z_GRAVEYARD, Z_BANISHED):  # summoned so once (8-4-5)
        return None
    return procedure_why(card)


def procedure_why(card: Card) -> tuple[Event, str] | None:
    """A procedure never summons a monster whose condition names a card's effect (8-4-7,
    8-4-12): what its condition says, with the rule."""
    if not card.summoned_by:
        return None
    if card.summoned_by == SELF:
        return Event("why.summoned_first_by_self" if card.summoned_first
                     else "why.summoned_only_by_self"), cr.OWN_EFFECT_ONLY
    if card.summoned_first:
        return Event("why.summoned_first_by", {"name": card.summoned_by}), cr.OWN_EFFECT_ONLY
    return Event("why.summoned_only_by", {"name": card.summoned_by}), cr.ONE_WAY_ONLY


def mark(card: Card, source: Card) -> None:
    """A Special Summon by the allowed effect is the one it had to be summoned by first."""
    if card.summoned_by and the_named_source(card, source):
        card.properly_summoned = True  # 8-4-5, 8-4-12
