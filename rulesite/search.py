"""Search over the rules and the glossary of one game (interim version: database lookups).

The Whoosh index replaces the lookups below; the names and shapes stay.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.html import escape

from rules import numbers, queries
from rules.models import Game

MAX_QUERY_CHARS = 500


@dataclass
class Hit:
    kind: str  # "rule" or "term"
    id: str  # rule number or term slug
    title: str
    snippet: str  # HTML, matching words in <mark>
    url: str
    breadcrumb: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {"kind": self.kind, "id": self.id, "title": self.title,
                "snippet": self.snippet, "url": self.url}


@dataclass
class Results:
    query: str
    hits: list[Hit]
    exact_url: str | None = None
    suggestion: str | None = None


def search(game_id: str, query: str, limit: int = 20) -> Results:
    query = query.replace("\x00", " ")[:MAX_QUERY_CHARS].strip()
    game = Game.objects.filter(pk=game_id).first()
    version = queries.current_version(game) if game else None
    if not query or version is None:
        return Results(query, [])
    number = numbers.normalize(query)
    rules = version.rules.order_by("sort_key")
    if number:
        exact = rules.filter(number=number).first()
        found = list(rules.filter(number__startswith=number + "-")[:limit])
        hits = ([exact] if exact else []) + found
        return Results(query, [_rule_hit(r) for r in hits[:limit]],
                       exact_url=exact.get_absolute_url() if exact else None)
    found = list(rules.filter(text__icontains=query)[:limit])
    return Results(query, [_rule_hit(r) for r in found])


def _rule_hit(rule) -> Hit:
    return Hit("rule", rule.number, rule.label, escape(rule.text[:200]), rule.get_absolute_url())


def build_index() -> int:
    """Interim: nothing to build while search reads the database."""
    return 0


def index_is_current() -> bool:
    return True
