"""Where other apps add to card pages and card answers without `cards` importing them.

`rulings` registers the official Q&A about a card, through the one registry
(rules/extensions.py); `cards` imports no other app (DESIGN.md: `rulings` -> `cards`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cards.models import Card
from rules.extensions import Hook


@dataclass
class Section:
    """A part of a card page: a heading, a count and a template that draws `items`."""

    key: str
    title: str
    template: str
    items: list[Any] = field(default_factory=list)
    count: int = 0


SectionProvider = Callable[[Card], "list[Section]"]
IdProvider = Callable[[Card], "list[str]"]

SECTIONS: Hook[SectionProvider] = Hook("cards.sections", "parts of a card page")
# A provider names the official Q&A entries about a card (the API's "rulings").
RULINGS: Hook[IdProvider] = Hook("cards.rulings", "the official Q&A about a card")


def sections_for(card: Card) -> list[Section]:
    return [section for provider in SECTIONS.providers for section in provider(card)]


def rulings_for(card: Card) -> list[str]:
    return [key for provider in RULINGS.providers for key in provider(card)]
