"""One query mix through three engines over the same documents.

- Whoosh: the site's own `search.search()`, through the shared searcher.
- SQLite FTS5: an in-memory table of exactly `search.documents()`, ranked by bm25; the
  reference for what an embedded engine written in C can do.
- The ORM: a naive `icontains` over rules and terms, what a site without an index would do.
"""
from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from functools import partial

from django.db.models import Q

from glossary.models import Term
from rules import queries
from rules.models import Game, Rule
from rulesite import search
from rulesite.search import store

Query = tuple[str, str, str]  # game, text, UI language
LIMIT = 20
_WORD = re.compile(r"\w+", re.UNICODE)


def whoosh_calls(mix: list[Query], remembered: bool = False) -> list[Callable[[], object]]:
    """The site's search; each time asked afresh, unless `remembered` lets the searcher's
    memory of recent results answer (as it does for a query asked again on the site)."""
    def call(game: str, text: str, language: str) -> object:
        if not remembered:
            store.holder.forget_results()
        return search.search(game, text, limit=LIMIT, language=language)

    return [partial(call, g, q, lang) for g, q, lang in mix]


class Fts5Index:
    """The documents in an in-memory FTS5 table: numbers, names, titles, running text."""

    def __init__(self, documents: list[dict]) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute(
            "CREATE VIRTUAL TABLE docs USING fts5(doc_id UNINDEXED, game UNINDEXED, "
            "number, names, title, body, tokenize='unicode61 remove_diacritics 2')")
        self.db.executemany("INSERT INTO docs VALUES (?, ?, ?, ?, ?, ?)",
                            [_fts_row(document) for document in documents])
        self.db.commit()

    def search(self, game: str, text: str) -> list[tuple[str, str]]:
        words = _WORD.findall(text.lower())
        if not words:
            return []
        # Any word may match; bm25 ranks numbers, then names, then titles above running text.
        match = " OR ".join('"' + word.replace('"', "") + '"' for word in words)
        return self.db.execute(
            "SELECT doc_id, title FROM docs WHERE docs MATCH ? AND game = ? "
            "ORDER BY bm25(docs, 0, 0, 10.0, 8.0, 4.0, 1.0) LIMIT ?",
            (match, game, LIMIT)).fetchall()

    def calls(self, mix: list[Query]) -> list[Callable[[], object]]:
        return [partial(self.search, g, q) for g, q, _ in mix]


def _fts_row(document: dict) -> tuple[str, str, str, str, str, str]:
    if document["kind"] == "rule":
        return (document["doc_id"], document["game"], document["number"].replace("-", " "),
                "", document["title"], document["body"])
    names = [*document["term_names"].values(), document.get("name_any", "")]
    for group in document["term_aliases"].values():
        names.extend(group)
    body = "\n".join(document["term_definitions"].values())
    return (document["doc_id"], document["game"], "", "\n".join(names), "", body)


def orm_search(game_id: str, text: str) -> list[Term | Rule]:
    """The naive way: the whole query as a substring of a title, a text or a name."""
    text = text.strip()
    if not text:
        return []
    version = queries.current_version(Game.objects.get(pk=game_id))
    rules = list(Rule.objects.filter(version=version).filter(
        Q(number=text) | Q(title__icontains=text) | Q(text__icontains=text))
        .order_by("sort_key")[:LIMIT])
    terms = list(Term.objects.filter(game_id=game_id).filter(
        Q(term__icontains=text) | Q(definition__icontains=text)
        | Q(translations__name__icontains=text) | Q(aliases__alias__icontains=text))
        .distinct().order_by("position")[:LIMIT])
    found: list[Term | Rule] = [*terms, *rules]
    return found[:LIMIT]


def orm_calls(mix: list[Query]) -> list[Callable[[], object]]:
    return [partial(orm_search, g, q) for g, q, _ in mix]
