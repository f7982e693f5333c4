"""The questions the card pages and the API ask: one card with everything it shows, and the
JSON of a card (cards-and-rulings.md, "Pages and API")."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
from django.conf import settings
from django.db.models import Prefetch
from django.urls import reverse
from django.utils.text import slugify

from cards import catalog, hooks
from cards.models import Card, CardImport, CardText, Printing
from rules.models import Game

ENGLISH = "en"
COPYRIGHT = "©Eiichiro Oda/Shueisha, Toei Animation, Bandai Namco Entertainment Inc."


def get_card(game: Game, number: str) -> Card | None:
    wanted = catalog.normalize_number(number) or number.strip().upper()[:20]
    return (Card.objects.filter(game=game, number=wanted)
            .prefetch_related(Prefetch("texts", queryset=CardText.objects.order_by("language")),
                              Prefetch("printings", queryset=Printing.objects.select_related(
                                  "card_set").order_by("code")))
            .first())


def text_in(card: Card, language: str) -> CardText | None:
    texts = {t.language: t for t in card.texts.all()}
    return texts.get(language) or texts.get(ENGLISH) or next(iter(texts.values()), None)


def name_of(card: Card, language: str = ENGLISH) -> str:
    found = text_in(card, language)
    return found.name if found else card.number


def encoding_yaml(card: Card) -> str:
    """The project's encoding as it would be written in a scenario."""
    if not card.encoding:
        return ""
    return yaml.safe_dump(card.encoding, sort_keys=False, allow_unicode=True, width=90)


def keyword_links(game: Game, card: Card) -> list[tuple[str, str]]:
    return [(keyword, reverse("glossary:term", args=[game.id, slugify(keyword)]))
            for keyword in card.keywords]


def last_import(game: Game) -> CardImport | None:
    return CardImport.objects.filter(game=game).order_by("-imported_at").first()


@dataclass
class CardPage:
    card: Card
    name: str
    name_language: str
    texts: list[CardText]  # the UI language's first, then English, when CARD_TEXT is on
    show_text: bool
    keywords: list[tuple[str, str]]
    encoding: str
    source: CardImport | None
    other_names: list[tuple[str, str]] = field(default_factory=list)
    # the types as the reader's cards print them (the French list's), else the English ones
    traits: list[str] = field(default_factory=list)
    traits_language: str = ENGLISH
    deck_rule: bool = False  # a deck-building rule: nothing for the judge to apply in play


def card_page(game: Game, card: Card, language: str) -> CardPage:
    shown = text_in(card, language)
    wanted = [language, ENGLISH]
    texts = sorted((t for t in card.texts.all() if t.language in wanted and (t.text or t.trigger)),
                   key=lambda t: wanted.index(t.language))
    return CardPage(
        card=card, name=shown.name if shown else card.number,
        name_language=shown.language if shown else ENGLISH,
        texts=texts if settings.CARD_TEXT else [], show_text=settings.CARD_TEXT,
        keywords=keyword_links(game, card), encoding=encoding_yaml(card),
        source=last_import(game),
        other_names=[(t.language, t.name) for t in card.texts.all()
                     if shown is None or t.language != shown.language],
        deck_rule=any("deck_rule" in entry for entry in (card.encoding or {}).get("static", [])),
        traits=list(shown.traits) if shown and shown.traits else list(card.traits),
        traits_language=shown.language if shown and shown.traits else ENGLISH,
    )


def card_json(card: Card, request_language: str = ENGLISH) -> dict[str, Any]:
    """The API's card object."""
    english = text_in(card, ENGLISH)
    return {
        "number": card.number,
        "name": english.name if english else card.number,
        "names": {t.language: t.name for t in card.texts.all()},
        "category": card.category, "colors": card.colors, "cost": card.cost,
        "power": card.power, "counter": card.counter, "life": card.life,
        "attributes": card.attributes, "traits": card.traits, "keywords": card.keywords,
        "effects": card.encoding, "automation": card.automation,
        "not_automated": card.notes,
        "text": ({t.language: t.text for t in card.texts.all()} if settings.CARD_TEXT
                 else None),
        "printings": [p.code for p in card.printings.all()],
        "rulings": hooks.rulings_for(card),
        "url": card.get_absolute_url(),
    }


def entry_json(game: Game, entry: catalog.Entry) -> dict[str, Any]:
    """A search result: the facts the list shows, and where the card's own answer is."""
    return {
        "number": entry.number, "name": entry.names.get(ENGLISH) or next(
            iter(entry.names.values()), entry.number),
        "names": entry.names, "category": entry.category, "colors": entry.colors,
        "cost": entry.cost, "power": entry.power, "counter": entry.counter,
        "life": entry.life, "keywords": entry.keywords, "automation": entry.automation,
        "url": reverse("cards:card", args=[game.id, entry.number]),
    }
