"""Renders rule HTML once, with rule-number and glossary-term links, and records term usage.

Run by `bootstrap`, `import_rules` and glossary loads; never per request.
"""
from __future__ import annotations

from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from glossary.linking import TermLinkerExtension, TermMatcher
from glossary.models import Term, TermUsage
from rules import markup, queries
from rules.models import Game, Rule, RulesVersion


def publish_version(version: RulesVersion) -> int:
    """Render every rule of `version`; returns the number of rules rendered."""
    game_id = version.game_id
    known = queries.numbers_in(version)
    suffix = "" if _is_current(version) else f"?version={version.version}"

    def rule_url(number: str) -> str:
        return reverse("rules:rule", args=[game_id, number]) + suffix

    terms = list(Term.objects.filter(game_id=game_id).prefetch_related("aliases"))
    matcher = TermMatcher(terms, lambda term: reverse("glossary:term", args=[game_id, term.slug]))
    number_linker = markup.LinkerExtension(
        markup.rule_number_finder(known, rule_url), "rule_numbers", priority=7)
    rules = list(version.rules.all())
    usages: dict[tuple[int, int], bool] = {}
    for rule in rules:
        # The terms linked in a rule (first mention each, never in code or a link) are the
        # terms it uses: the term pages list them from TermUsage.
        linked: set[int] = set()
        term_linker = TermLinkerExtension(matcher.finder(linked), "glossary_terms", priority=8)
        rule.html = markup.render(rule.text, [term_linker, number_linker])
        for term_id in linked:
            usages[(term_id, rule.pk)] = False
    by_number = {rule.number: rule.pk for rule in rules}
    for term in terms:
        for number in term.rules:
            if number in by_number:
                usages[(term.pk, by_number[number])] = True
    with transaction.atomic():
        Rule.objects.bulk_update(rules, ["html"], batch_size=500)
        TermUsage.objects.filter(rule__version=version).delete()
        TermUsage.objects.bulk_create(
            TermUsage(term_id=term_id, rule_id=rule_id, defines=defines)
            for (term_id, rule_id), defines in usages.items()
        )
        version.published_at = timezone.now()
        version.save(update_fields=["published_at"])
    return len(rules)


def publish_game(game: Game) -> int:
    return sum(publish_version(v) for v in game.versions.all())


def _is_current(version: RulesVersion) -> bool:
    current = queries.current_version(version.game)
    return current is not None and current.pk == version.pk
