"""Where other apps add to rule pages without `rules` importing them.

`glossary` registers the terms a rule defines or uses and the tooltips of its term links in
each language, `judge` the saved rulings that cite a rule. Each extension point is a `Hook` of
the one registry (rules/extensions.py); each provider is registered once.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise

from rules.extensions import Hook
from rules.models import Game, Rule, RulesVersion


@dataclass
class Panel:
    """A box on a rule page: a heading, a count and a template that draws `items`."""

    key: str
    title: str | Promise  # a lazy translation is rendered in the reader's language
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

PANELS: Hook[PanelProvider] = Hook("rules.panels", "boxes on a rule page")
# (game, term slug, language) -> a box on a glossary term page: the glossary imports neither
# the cards nor the judge, which add to its pages through here (the cards that show a term)
TermPanelProvider = Callable[[Game, str, str], "Panel | None"]
TERM_PANELS: Hook[TermPanelProvider] = Hook("rules.term_panels", "boxes on a glossary term page")
# A provider maps each rule number of a version to the slugs of the terms it defines.
TERMS: Hook[TermProvider] = Hook("rules.terms", "the terms each rule defines")
# A provider names the state of what its app adds to a game's rules and glossary pages (a
# panel's items, linked terms): when it changes, cached pages are made again
# (rules/pagecache.py). It is called on every cached page view, so it must be one cheap query.
STAMPS: Hook[StampProvider] = Hook("rules.stamps", "what cached rule pages depend on")
# A provider gives the tooltips of the term links that rule HTML carries (in English, as
# rendered once), in the reader's language: pages swap them in as they draw the rule text
# (`markup.retitle`), so the HTML is never rendered again per language.
TERM_TITLES: Hook[TitleProvider] = Hook("rules.term_titles", "term tooltips per language")
# A provider names the rule numbers its app cites (in the bundled version's numbering), so
# that `import_rules` can report which of them a new version moved or changed.
CITED: Hook[CitedProvider] = Hook("rules.cited", "the rule numbers other apps cite")


def term_titles(game: Game, language: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for provider in TERM_TITLES.providers:
        merged.update(provider(game, language))
    return merged


def cited_rules(game_id: str) -> frozenset[str]:
    found: set[str] = set()
    for provider in CITED.providers:
        found.update(provider(game_id))
    return frozenset(found)


def stamps_for(game: Game) -> list[str]:
    return [provider(game) for provider in STAMPS.providers]


def term_panels_for(game: Game, slug: str, language: str) -> list[Panel]:
    panels = (provider(game, slug, language) for provider in TERM_PANELS.providers)
    return [panel for panel in panels if panel is not None]


def panels_for(rule: Rule) -> list[Panel]:
    panels = (provider(rule) for provider in PANELS.providers)
    return [panel for panel in panels if panel is not None]


def terms_by_rule(version: RulesVersion,
                  only: set[str] | None = None) -> dict[str, list[str]]:
    """Rule number -> slugs of the terms that rule defines, for a whole version at once, or
    for the rules numbered in `only`."""
    merged: dict[str, list[str]] = {}
    for provider in TERMS.providers:
        for number, slugs in provider(version, only).items():
            known = merged.setdefault(number, [])
            known.extend(slug for slug in slugs if slug not in known)
    return merged


# What must follow when a game's rules versions change. `rules` cannot render rule HTML or
# index it itself (that needs the glossary and the search index, which live above it), so the
# project registers both at start-up (rulesite/apps.py) and `rules` calls them through here.
Publisher = Callable[[Game], int]
Indexer = Callable[[], int]
PUBLISHER: Hook[Publisher] = Hook("rules.publisher", "renders a game's rule HTML", single=True)
INDEXER: Hook[Indexer] = Hook("rules.indexer", "rebuilds the search index", single=True)


def publish(game: Game) -> int:
    """Render the rule HTML of every version of `game` again (0 when nobody registered)."""
    return sum(publisher(game) for publisher in PUBLISHER.providers)


def rebuild_index() -> int:
    return sum(indexer() for indexer in INDEXER.providers)
