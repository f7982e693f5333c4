"""What the glossary adds to rule pages: the terms a rule defines, and the ones it uses."""
from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from glossary.models import Term, TermUsage
from rules.hooks import Panel, register_panel, register_terms
from rules.models import Rule, RulesVersion


@register_panel
def defined_terms_panel(rule: Rule) -> Panel | None:
    terms = list(Term.objects.filter(usages__rule=rule, usages__defines=True).order_by("term"))
    if not terms:
        return None
    return Panel("terms-defined", _("Terms this rule defines"), "glossary/_term_panel.html",
                 terms, len(terms))


@register_panel
def used_terms_panel(rule: Rule) -> Panel | None:
    terms = list(Term.objects.filter(usages__rule=rule, usages__defines=False).order_by("term"))
    if not terms:
        return None
    return Panel("terms-used", _("Terms used here"), "glossary/_term_panel.html",
                 terms, len(terms))


@register_terms
def defined_term_slugs(version: RulesVersion) -> dict[str, list[str]]:
    by_rule: dict[str, list[str]] = {}
    usages = TermUsage.objects.filter(rule__version=version, defines=True).order_by(
        "term__position").values_list("rule__number", "term__slug")
    for number, slug in usages:
        by_rule.setdefault(number, []).append(slug)
    return by_rule
