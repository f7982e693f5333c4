"""What the glossary adds to rule pages: the terms a rule defines, the ones it uses, and the
tooltips of term links in the reader's language."""
from __future__ import annotations

from django.core.cache import cache
from django.db.models import Count, Max
from django.utils.translation import gettext_lazy as _

from glossary import queries
from glossary.linking import tooltip
from glossary.models import Term, TermUsage, Translation
from rules.hooks import PANELS, STAMPS, TERM_TITLES, TERMS, Panel
from rules.http import ui_language
from rules.models import Game, Rule, RulesVersion

# Tooltips are found again by key (the glossary's state is in it), never invalidated: the
# timeout only bounds memory.
TOOLTIP_SECONDS = 3600


@PANELS.register
def defined_terms_panel(rule: Rule) -> Panel | None:
    """The terms defined by the rule or by a sub-rule its page shows: the page of 10-1-4 shows
    [Blocker], which 10-1-4-1 defines."""
    entries = queries.terms_defined_within(rule, ui_language())
    if not entries:
        return None
    return Panel("terms-defined", _("Terms defined here"), "glossary/_term_panel.html",
                 entries, len(entries))


@PANELS.register
def used_terms_panel(rule: Rule) -> Panel | None:
    entries = queries.terms_used_by(rule, ui_language())
    if not entries:
        return None
    return Panel("terms-used", _("Terms this rule uses"), "glossary/_term_panel.html",
                 entries, len(entries))


@TERMS.register
def defined_term_slugs(version: RulesVersion,
                       only: set[str] | None = None) -> dict[str, list[str]]:
    """Rule number -> the slugs of the terms that very rule defines (the API's "terms"), for
    every rule of the version or those numbered in `only`."""
    by_rule: dict[str, list[str]] = {}
    usages = TermUsage.objects.filter(rule__version=version, defines=True)
    if only is not None:
        usages = usages.filter(rule__number__in=only)
    pairs = usages.order_by("term__position").values_list("rule__number", "term__slug")
    for number, slug in pairs:
        by_rule.setdefault(number, []).append(slug)
    return by_rule


@STAMPS.register
def glossary_stamp(game: Game) -> str:
    """The state of every game's glossary, for cached pages (a term page shows the other
    games' meanings too). Loading a glossary replaces its terms, so their ids change."""
    found = Term.objects.aggregate(last=Max("pk"), count=Count("pk"))
    return f"terms:{found['last']}:{found['count']}"


@TERM_TITLES.register
def term_tooltips(game: Game, language: str) -> dict[str, str]:
    """Term slug -> the tooltip of its links in rule text, from its definition in `language`
    (the English one where the term has none there). Worked out once per glossary state and
    language (two queries), then read from the cache by every page that draws rule text."""
    key = f"term-tooltips:{game.pk}:{language}:{glossary_stamp(game)}"
    found = cache.get(key)
    if isinstance(found, dict):
        return found
    english = dict(Term.objects.filter(game=game).values_list("slug", "definition"))
    local = dict(Translation.objects.filter(term__game=game, language=language)
                 .exclude(definition="").values_list("term__slug", "definition"))
    found = {slug: tooltip(local.get(slug) or text) for slug, text in english.items()}
    cache.set(key, found, TOOLTIP_SECONDS)
    return found
