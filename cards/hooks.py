"""Where other apps add to card pages and card answers without `cards` importing them.

`rulings` registers the official Q&A about a card. Each provider is registered once, in its
app's `ready()`; `cards` imports no other app (DESIGN.md: `rulings` -> `cards`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cards.models import Card


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

_section_providers: list[SectionProvider] = []
_ruling_providers: list[IdProvider] = []


def register_sections(provider: SectionProvider) -> SectionProvider:
    if provider not in _section_providers:
        _section_providers.append(provider)
    return provider


def register_rulings(provider: IdProvider) -> IdProvider:
    """A provider names the official Q&A entries about a card (the API's "rulings")."""
    if provider not in _ruling_providers:
        _ruling_providers.append(provider)
    return provider


def sections_for(card: Card) -> list[Section]:
    return [section for provider in _section_providers for section in provider(card)]


def rulings_for(card: Card) -> list[str]:
    return [key for provider in _ruling_providers for key in provider(card)]
