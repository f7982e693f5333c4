"""The slower search used while the index cannot be: rules and glossary terms from the database.

It answers while a missing or damaged index is rebuilt in the background (store.py), so a
search never waits for a build and never fails: plainer ranking (exact rule number, then term
names, then rules holding every word in their title, then in their text), no typo fixes, no
stems. Each word is one `icontains` over a bounded query, so the cost stays linear in it.
"""
from __future__ import annotations

from django.db.models import Q
from django.utils.html import escape

from glossary.models import Term
from rules import numbers, queries
from rules.models import Game, Rule
from rulesite.search.hits import Hit, Results

MAX_WORDS = 6
SNIPPET_CHARS = 160


def search(game_id: str, text: str, limit: int) -> Results:
    """`text` is the cleaned query (querying.clean): bounded in length."""
    game = Game.objects.filter(pk=game_id).first()
    version = queries.current_version(game) if game else None
    if version is None:
        return Results(text, [], unavailable=True)
    version_rules = Rule.objects.select_related("version").filter(version=version)
    number = numbers.normalize(text)
    if number:
        rules = list(version_rules.filter(number=number)[:1])
        return Results(text, [_rule_hit(rule) for rule in rules], unavailable=True,
                       exact_url=rules[0].get_absolute_url() if rules else None)
    words = text.split()[:MAX_WORDS]
    if not words:
        return Results(text, [], unavailable=True)
    named = Term.objects.filter(Q(term__iexact=text) | Q(slug=text.lower().replace(" ", "-")),
                                game=game)
    terms = Term.objects.filter(game=game).filter(_every(words, "term", "definition"))
    titled = version_rules.filter(_every(words, "title"))
    texted = version_rules.filter(_every(words, "title", "text"))
    found: dict[str, Hit] = {}
    for hit in [*(_term_hit(t) for t in named[:1]),
                *(_term_hit(t) for t in terms.order_by("position")[:limit]),
                *(_rule_hit(r) for r in titled.order_by("sort_key")[:limit]),
                *(_rule_hit(r) for r in texted.order_by("sort_key")[:limit])]:
        found.setdefault(hit.url, hit)
    return Results(text, list(found.values())[:limit], unavailable=True)


def _every(words: list[str], *fields: str) -> Q:
    condition = Q()
    for word in words:
        either = Q()
        for name in fields:
            either |= Q(**{f"{name}__icontains": word})
        condition &= either
    return condition


def _rule_hit(rule: Rule) -> Hit:
    return Hit("rule", rule.number, f"{rule.number} {rule.title}".strip(),
               escape(rule.text[:SNIPPET_CHARS]), rule.get_absolute_url())


def _term_hit(term: Term) -> Hit:
    return Hit("term", term.slug, term.term, escape(term.definition[:SNIPPET_CHARS]),
               term.get_absolute_url())
