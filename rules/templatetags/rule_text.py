"""`{{ rule.html|term_titles:titles }}`: rule HTML with its term tooltips in the reader's
language (rules.markup.retitle), `titles` coming from the view (rules.hooks.term_titles)."""
from __future__ import annotations

from django import template
from django.utils.safestring import SafeString, mark_safe

from rules import markup

register = template.Library()


@register.filter
def term_titles(html: str, titles: dict[str, str] | None) -> SafeString:
    # the HTML was cleaned to an allow-list when it was rendered, and the titles are escaped
    return mark_safe(markup.retitle(html or "", titles or {}))
