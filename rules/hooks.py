"""Where other apps add to rule pages without `rules` importing them.

`glossary` registers the terms a rule defines or uses, `judge` the saved rulings that cite a
rule. Each provider is registered once, in its app's `ready()`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.models import Rule, RulesVersion


@dataclass
class Panel:
    """A box on a rule page: a heading, a count and a template that draws `items`."""

    key: str
    title: str
    template: str
    items: list[Any] = field(default_factory=list)
    count: int = 0


PanelProvider = Callable[[Rule], "Panel | None"]
TermProvider = Callable[[RulesVersion], dict[str, list[str]]]

_panel_providers: list[PanelProvider] = []
_term_providers: list[TermProvider] = []


def register_panel(provider: PanelProvider) -> PanelProvider:
    if provider not in _panel_providers:
        _panel_providers.append(provider)
    return provider


def register_terms(provider: TermProvider) -> TermProvider:
    """A provider maps each rule number of a version to the slugs of the terms it defines."""
    if provider not in _term_providers:
        _term_providers.append(provider)
    return provider


def panels_for(rule: Rule) -> list[Panel]:
    panels = (provider(rule) for provider in _panel_providers)
    return [panel for panel in panels if panel is not None]


def terms_by_rule(version: RulesVersion) -> dict[str, list[str]]:
    """Rule number -> slugs of the terms that rule defines, for a whole version at once."""
    merged: dict[str, list[str]] = {}
    for provider in _term_providers:
        for number, slugs in provider(version).items():
            known = merged.setdefault(number, [])
            known.extend(slug for slug in slugs if slug not in known)
    return merged
