"""Where other apps add to rule pages without `rules` importing them.

`glossary` registers the terms a rule defines or uses and the tooltips of its term links in
each language, `judge` the saved rulings that cite a rule. Each provider is registered once, in
its app's `ready()`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.models import Game, Rule, RulesVersion


@dataclass
class Panel:
    """A box on a rule page: a heading, a count and a template that draws `items`."""

    key: str
    title: str
    template: str
    items: list[Any] = field(default_factory=list)
    count: int = 0


PanelProvider = Callable[[Rule], "Panel | None"]
# (version, only these rule numbers or None for all) -> rule number -> term slugs
TermProvider = Callable[[RulesVersion, "set[str] | None"], dict[str, list[str]]]
StampProvider = Callable[[Game], str]
# (game, language) -> term slug -> the tooltip its links in rule text show in that language
TitleProvider = Callable[[Game, str], dict[str, str]]
# game id -> every rule number another app cites by its own identities (the judge engines)
CitedProvider = Callable[[str], frozenset[str]]

_panel_providers: list[PanelProvider] = []
_term_providers: list[TermProvider] = []
_stamp_providers: list[StampProvider] = []
_cited_providers: list[CitedProvider] = []
_title_providers: list[TitleProvider] = []


def register_panel(provider: PanelProvider) -> PanelProvider:
    if provider not in _panel_providers:
        _panel_providers.append(provider)
    return provider


def register_terms(provider: TermProvider) -> TermProvider:
    """A provider maps each rule number of a version to the slugs of the terms it defines."""
    if provider not in _term_providers:
        _term_providers.append(provider)
    return provider


def register_stamp(provider: StampProvider) -> StampProvider:
    """A provider names the state of what its app adds to a game's rules and glossary pages
    (a panel's items, linked terms): when it changes, cached pages are made again
    (rules/pagecache.py). It is called on every cached page view, so it must be one cheap
    query."""
    if provider not in _stamp_providers:
        _stamp_providers.append(provider)
    return provider


def register_term_titles(provider: TitleProvider) -> TitleProvider:
    """A provider gives the tooltips of the term links that rule HTML carries (in English, as
    rendered once), in the reader's language: pages swap them in as they draw the rule text
    (`markup.retitle`), so the HTML is never rendered again per language."""
    if provider not in _title_providers:
        _title_providers.append(provider)
    return provider


def term_titles(game: Game, language: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for provider in _title_providers:
        merged.update(provider(game, language))
    return merged


def register_cited(provider: CitedProvider) -> CitedProvider:
    """A provider names the rule numbers its app cites (in the bundled version's numbering),
    so that `import_rules` can report which of them a new version moved or changed."""
    if provider not in _cited_providers:
        _cited_providers.append(provider)
    return provider


def cited_rules(game_id: str) -> frozenset[str]:
    found: set[str] = set()
    for provider in _cited_providers:
        found.update(provider(game_id))
    return frozenset(found)


def stamps_for(game: Game) -> list[str]:
    return [provider(game) for provider in _stamp_providers]


def panels_for(rule: Rule) -> list[Panel]:
    panels = (provider(rule) for provider in _panel_providers)
    return [panel for panel in panels if panel is not None]


def terms_by_rule(version: RulesVersion,
                  only: set[str] | None = None) -> dict[str, list[str]]:
    """Rule number -> slugs of the terms that rule defines, for a whole version at once, or
    for the rules numbered in `only`."""
    merged: dict[str, list[str]] = {}
    for provider in _term_providers:
        for number, slugs in provider(version, only).items():
            known = merged.setdefault(number, [])
            known.extend(slug for slug in slugs if slug not in known)
    return merged


# What must follow when a game's rules versions change. `rules` cannot render rule HTML or
# index it itself (that needs the glossary and the search index, which live above it), so the
# project registers both at start-up (rulesite/apps.py) and `rules` calls them through here.
Publisher = Callable[[Game], int]
Indexer = Callable[[], int]
_after_change: dict[str, Callable] = {}


def register_publisher(publisher: Publisher) -> None:
    _after_change["publish"] = publisher


def register_indexer(indexer: Indexer) -> None:
    _after_change["index"] = indexer


def publish(game: Game) -> int:
    """Render the rule HTML of every version of `game` again (0 when nobody registered)."""
    publisher = _after_change.get("publish")
    return publisher(game) if publisher else 0


def rebuild_index() -> int:
    indexer = _after_change.get("index")
    return indexer() if indexer else 0
