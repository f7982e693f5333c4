"""Where other apps add to card pages and card answers without `cards` importing them.

`rulings` registers the official Q&A about a card, through the one registry
(rules/extensions.py); `cards` imports no other app (DESIGN.md: `rulings` -> `cards`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise

from cards.models import Card
from rules.extensions import Hook


@dataclass
class Section:
    """A part of a card page: a heading, a count and a template that draws `items`."""

    key: str
    title: str | Promise  # a lazy translation is rendered in the reader's language
    template: str
    items: list[Any] = field(default_factory=list)
    count: int = 0


SectionProvider = Callable[[Card], "list[Section]"]
IdProvider = Callable[[Card], "list[str]"]
QaCardsProvider = Callable[[str], "list[str]"]

SECTIONS: Hook[SectionProvider] = Hook("cards.sections", "parts of a card page")
# A provider names the official Q&A entries about a card (the API's "rulings").
RULINGS: Hook[IdProvider] = Hook("cards.rulings", "the official Q&A about a card")
# A provider names, for a game id, the card number of each imported official Q&A entry about a
# card (one number per entry, repeated as often as the card is asked about): what
# `card_coverage` weighs the automation by.
QA_CARDS: Hook[QaCardsProvider] = Hook("cards.qa_cards", "the cards the official Q&A asks about")


def sections_for(card: Card) -> list[Section]:
    return [section for provider in SECTIONS.providers for section in provider(card)]


def rulings_for(card: Card) -> list[str]:
    return [key for provider in RULINGS.providers for key in provider(card)]


def qa_cards_for(game_id: str) -> list[str]:
    return [number for provider in QA_CARDS.providers for number in provider(game_id)]
