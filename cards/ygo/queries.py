"""The questions the Yu-Gi-Oh! card pages and API ask: one card with what its page shows, and
the JSON of a card (cards-and-rulings.md, "Yu-Gi-Oh! cards")."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

import yaml
from django.conf import settings
from django.db.models import Prefetch
from django.urls import reverse

from cards.folding import fold
from cards.models import Card, CardImport, CardText, Printing
from cards.ygo import aligned, bullets_shown, catalog, localized, older_triggers, psct, spirit_older

ENGLISH = "en"
GAME = "ygo"
COPYRIGHT = "©Studio Dice/SHUEISHA, TV TOKYO, KONAMI"
ARROWS = {"↖": "top-left", "⬆": "top", "↗": "top-right", "⬅": "left", "➡": "right",
          "↙": "bottom-left", "⬇": "bottom", "↘": "bottom-right"}


def get_card(number: str) -> Card | None:
    wanted = catalog.normalize_number(number) or number.strip()[:20]
    return (Card.objects.filter(game_id=GAME, number=wanted)
            .prefetch_related(Prefetch("texts", queryset=CardText.objects.order_by("language")),
                              Prefetch("printings", queryset=Printing.objects.select_related(
                                  "card_set").order_by("code")))
            .first())


def find_for_judge(text: str) -> Card | None:
    """The card a scenario's `card:` names: its password, or a name (any of the five
    languages, accents and case ignored) that one card alone bears."""
    numbers = numbers_for_judge(text)
    if len(numbers) != 1:
        return None
    return Card.objects.filter(game_id=GAME, number=numbers[0]).prefetch_related(
        "texts").first()


def numbers_for_judge(text: str) -> list[str]:
    """The password a `card:` gives, or every card that bears the name it gives (in any of
    the five languages, accents and case ignored), in password order: more than one is a
    name the judge refuses, naming them."""
    number = catalog.normalize_number(text)
    if number is not None:
        return [number]
    wanted = fold(text)
    if not wanted or "\n" in wanted:
        return []
    # one look per card in the names it keeps one a line (catalog.Entry.blob)
    return [e.number for e in catalog.entries() if wanted in e.blob
            and wanted in e.folded_names]


def last_import() -> CardImport | None:
    return CardImport.objects.filter(game_id=GAME).order_by("-imported_at").first()


@dataclass
class Section:
    """The card's text or Pendulum Effect in one language, with its PSCT breakdown."""

    title: str
    language: str
    text: str
    breakdown: psct.Breakdown


@dataclass
class CardPage:
    card: Card
    name: str
    name_language: str  # the page's language, or English where the card has no name in it
    text_language: str
    sections: list[Section]
    show_text: bool
    source: CardImport | None
    other_names: list[tuple[str, str]] = field(default_factory=list)
    arrows: list[str] = field(default_factory=list)
    encoding: str = ""  # the effect steps the judge applies, as a scenario writes them
    # the effects the judge does not apply: (language, text), in the page's language where
    # its text says them in the same sentences as the English
    notes: list[tuple[str, str]] = field(default_factory=list)


def _texts(card: Card) -> dict[str, CardText]:
    return {t.language: t for t in card.texts.all()}


def card_page(card: Card, language: str) -> CardPage:
    texts = _texts(card)
    named = texts.get(language) or texts.get(ENGLISH) or next(iter(texts.values()), None)
    written = texts.get(language) if texts.get(language) and texts[language].text else \
        texts.get(ENGLISH)
    english = texts.get(ENGLISH)
    sections = []
    if written is not None and settings.CARD_TEXT:
        source = english.text if english else written.text
        sections.append(Section("text", written.language, written.text, localized.breakdown(
            breakdown(card, source), source, written.text, written.language)))
        if written.pendulum or (english and english.pendulum):
            source = english.pendulum if english else ""
            sections.append(Section("pendulum", written.language, written.pendulum,
                                    localized.breakdown(breakdown(card, source, pendulum=True),
                                                        source, written.pendulum,
                                                        written.language)))
    return CardPage(
        card=card, name=named.name if named else card.number,
        name_language=named.language if named else ENGLISH,
        text_language=written.language if written else ENGLISH, sections=sections,
        show_text=settings.CARD_TEXT, source=last_import(),
        other_names=[(t.language, t.name) for t in texts.values()
                     if named is None or t.language != named.language],
        arrows=[ARROWS.get(a, a) for a in card.link_arrows],
        encoding=yaml.safe_dump(card.encoding, sort_keys=False, allow_unicode=True,
                                width=90) if card.encoding else "",
        notes=_notes(card, texts, language))


def _notes(card: Card, texts: dict[str, CardText], language: str) -> list[tuple[str, str]]:
    english, local = texts.get(ENGLISH), texts.get(language)
    found = None
    if settings.CARD_TEXT and english and local and local.text and language != ENGLISH:
        found = aligned.in_language(list(card.notes), f"{english.text}\n{english.pendulum}",
                                    f"{local.text}\n{local.pendulum}")
    return [(ENGLISH if found is None or found[i] == note else language,
             note if found is None else found[i]) for i, note in enumerate(card.notes)]


def breakdown(card: Card, english: str, pendulum: bool = False) -> psct.Breakdown:
    """The PSCT reading of the card's English text: the judges' reading does not depend on
    the language the page shows it in."""
    read = psct.read(english, card.category, card.card_property, card.monster_types,
                     pendulum=pendulum)
    # "●" lines with no line over them: each its own effect, not the first one's options
    read = bullets_shown.shown(read, card.category, card.card_property, card.monster_types)
    # an effect in the older words, without a colon, shown as it is read (5-1-3)
    if card.category != "monster" or pendulum:
        return read
    # the older Spirit return ("This card returns to its owner's hand ...", 7-7-5) too
    return spirit_older.shown(older_triggers.shown(read))


def _stat(card: Card, key: str, value: int | None) -> int | str | None:
    return "?" if key in card.unknown_stats else value


def card_json(card: Card) -> dict[str, Any]:
    """The API's Yu-Gi-Oh! card object."""
    texts = _texts(card)
    english = texts.get(ENGLISH)
    return {
        "password": card.number if card.number.isdigit() else None,
        "number": card.number,  # the site's key: the password, else "kdb" and the Konami id
        "konami_id": card.konami_id,
        "name": english.name if english else card.number,
        "names": {t.language: t.name for t in texts.values()},
        "kind": card.category, "property": card.card_property or None,
        "monster_types": card.monster_types, "attribute": card.attribute or None,
        "level": card.level, "rank": card.rank, "link_rating": card.link_rating,
        "link_arrows": [ARROWS.get(a, a) for a in card.link_arrows],
        "atk": _stat(card, "atk", card.atk), "def": _stat(card, "def", card.defense),
        "pendulum_scale": card.pendulum_scale, "materials": card.materials or None,
        "limit": {"tcg": card.limits.get("tcg"), "ocg": card.limits.get("ocg")},
        "series": card.series,
        "texts": ({t.language: t.text for t in texts.values()} if settings.CARD_TEXT
                  else None),
        "pendulum_texts": ({t.language: t.pendulum for t in texts.values() if t.pendulum}
                           if settings.CARD_TEXT and card.pendulum_scale is not None else None),
        "encoding": card.encoding, "notes": card.notes, "automation": card.automation,
        "psct": asdict(breakdown(card, english.text if english else "")),
        "printings": [p.code for p in card.printings.all()],
        "url": card.get_absolute_url(),
    }


def entry_json(entry: catalog.Entry) -> dict[str, Any]:
    """A search result: the facts the list shows, and where the card's own answer is."""
    return {
        "password": entry.number if entry.number.isdigit() else None, "number": entry.number,
        "name": entry.names.get(ENGLISH) or next(iter(entry.names.values()), entry.number),
        "names": entry.names, "kind": entry.kind, "property": entry.card_property or None,
        "monster_types": entry.monster_types, "attribute": entry.attribute or None,
        "level": entry.level, "rank": entry.rank, "link_rating": entry.link_rating,
        "atk": "?" if "atk" in entry.unknown_stats else entry.atk,
        "def": "?" if "def" in entry.unknown_stats else entry.defense,
        "limit": {"tcg": entry.limits.get("tcg"), "ocg": entry.limits.get("ocg")},
        "automation": entry.automation,
        "url": reverse("cards:card", args=[GAME, entry.number]),
    }
