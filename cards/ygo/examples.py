"""A few real Yu-Gi-Oh! cards for a glossary term or the rule that defines it: the Quick-Play
Spells beside "Quick-Play Spell", the cards whose text says "Tribute Summon" beside that term.

Each term the cards show well has one filter: the card's kind and property (a Spell/Trap
type), a word of its monster type line (a monster type), or a phrase of its English text (a
mechanic). One query answers it, bounded: the cards most often printed first (the best known
ones; a reprint means a card is played), named in the reader's language where the card has
a name in it.
"""
from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode

from django.db.models import Count, OuterRef, QuerySet, Subquery, Window
from django.urls import reverse

from cards.models import CardText

GAME = "ygo"
ENGLISH = "en"
SHOWN = 6


@dataclass(frozen=True)
class Example:
    number: str
    name: str
    name_language: str

    @property
    def url(self) -> str:
        return reverse("cards:card", args=[GAME, self.number])


# term slug (glossary/data/ygo.yaml) -> (kind, property) of the cards that are one
PROPERTIES = {
    "normal-spell": ("spell", "Normal"), "quick-play-spell": ("spell", "Quick-Play"),
    "continuous-spell": ("spell", "Continuous"), "equip-spell": ("spell", "Equip"),
    "field-spell": ("spell", "Field"), "ritual-spell": ("spell", "Ritual"),
    "normal-trap": ("trap", "Normal"), "continuous-trap": ("trap", "Continuous"),
    "counter-trap": ("trap", "Counter"),
}
# term slug -> the word of the monster type line of the cards that are one
MONSTER_TYPES = {
    "normal-monster": "Normal", "effect-monster": "Effect", "ritual-monster": "Ritual",
    "fusion-monster": "Fusion", "synchro-monster": "Synchro", "xyz-monster": "Xyz",
    "pendulum-monster": "Pendulum", "link-monster": "Link", "tuner": "Tuner",
}
# term slug -> a phrase of the English text of the cards that use the mechanic, as printed
PHRASES = {
    "tribute-summon": "Tribute Summon", "flip-summon": "Flip Summon",
    "ritual-summon": "Ritual Summon", "fusion-summon": "Fusion Summon",
    "synchro-summon": "Synchro Summon", "xyz-summon": "Xyz Summon",
    "link-summon": "Link Summon", "pendulum-summon": "Pendulum Summon",
    "flip-effect": "FLIP:", "quick-effect": "(Quick Effect)", "chain-link": "Chain Link",
    "damage-step": "Damage Step", "damage-calculation": "damage calculation",
    "direct-attack": "attack directly", "token": "Token", "pendulum-scale": "Pendulum Scale",
}


def known(slug: str) -> bool:
    return slug in PROPERTIES or slug in MONSTER_TYPES or slug in PHRASES


def search_url(slug: str) -> str:
    """The card search that lists every card of the term (the examples are a few of them)."""
    if slug in PROPERTIES:
        kind, card_property = PROPERTIES[slug]
        query = {"kind": kind, "property": card_property}
    elif slug in MONSTER_TYPES:
        query = {"kind": "monster", "type": MONSTER_TYPES[slug]}
    else:
        query = {"text": PHRASES.get(slug, "")}
    return reverse("cards:index", args=[GAME]) + "?" + urlencode(query)


def _texts(slug: str) -> QuerySet[CardText]:
    """The English texts of the term's cards (the facts and the text the filter reads)."""
    found = CardText.objects.filter(card__game_id=GAME, language=ENGLISH)
    if slug in PROPERTIES:
        kind, card_property = PROPERTIES[slug]
        return found.filter(card__category=kind, card__card_property=card_property)
    if slug in MONSTER_TYPES:
        # the type line as JSON text holds the word in quotes: "Tuner", never "Tuners"
        return found.filter(card__monster_types__icontains=f'"{MONSTER_TYPES[slug]}"')
    return found.filter(text__contains=PHRASES[slug])


def for_term(slug: str, language: str, limit: int = SHOWN) -> tuple[list[Example], int]:
    """Up to `limit` cards of the term, the most printed first, and how many cards are of
    the term in all (counted over the same rows by a window): one query."""
    if not known(slug):
        return [], 0
    local = CardText.objects.filter(card=OuterRef("card"), language=language).values("name")
    rows = (_texts(slug).annotate(printed=Count("card__printings"), local=Subquery(local[:1]),
                                  total=Window(Count("pk")))
            .order_by("-printed", "card__number")
            .values_list("card__number", "name", "local", "total")[:limit])
    found = [Example(number, local or name, language if local else ENGLISH)
             for number, name, local, _total in rows]
    return found, rows[0][3] if rows else 0
