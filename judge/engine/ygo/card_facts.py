"""What a Yu-Gi-Oh! card is where it is now, as the rules read it: whether it has the Level a
text asks for (an Xyz or Link Monster has none, 4-1), the name it has there (5-4-2), and its
Types (a Gemini Monster not yet Gemini Summoned is a Normal Monster, 8-1-9)."""
from __future__ import annotations

from .model import MONSTER, SET, Z_GRAVEYARD, Z_HAND, Z_MONSTERS, Card


def level_fits(card: Card, level: int, level_min: int, level_max: int) -> bool:
    """A Level asked for: an Xyz or Link Monster has none (its `level` holds a Rank, 4-1)."""
    if not (level or level_min or level_max):
        return True
    if card.kind != MONSTER or {"Xyz", "Link"} & set(card.monster_types):
        return False
    return (not level or card.level == level) and card.level >= level_min and (
        not level_max or card.level <= level_max)


def name_of(card: Card) -> str:
    """The name a card has where it is, as names are checked (5-4-2): a name its text gives
    it face-up on the field, in the Graveyard or in the hand, where it says so, else its
    printed one."""
    where = card.name_becomes_where
    if card.name_becomes and not gemini_dormant(card) and (
            "always" in where
            or card.zone == Z_MONSTERS and card.position != SET and "field" in where
            or card.zone == Z_GRAVEYARD and "graveyard" in where
            or card.zone == Z_HAND and "hand" in where):
        return card.name_becomes
    return card.name


def gemini_dormant(card: Card) -> bool:
    """A Gemini monster whose effects do not apply: not Gemini Summoned, or not on the field
    (8-1-9); its Continuous Effects wait for the Gemini Summon."""
    return card.gemini and not (card.zone == Z_MONSTERS and card.gemini_summoned)


def types_now(card: Card) -> tuple[str, ...]:
    """Its type line as descriptions read it: a Gemini monster face-up on the field and not
    Gemini Summoned, or in the GY, is a Normal Monster, not an Effect Monster (8-1-9)."""
    normal = card.gemini and (card.zone == Z_GRAVEYARD or card.zone == Z_MONSTERS
                              and card.position != SET and not card.gemini_summoned)
    if not normal:
        return card.monster_types
    return tuple(t for t in card.monster_types if t != "Effect") + ("Normal",)
