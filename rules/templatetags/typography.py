"""Punctuation that depends on the page's language.

French sets a no-break space before a colon ("Règles : 7-1-4-1"); English, German, Spanish and
Italian do not. A label a template writes before its value takes `{% colon %}` instead of a
bare ":", so no catalogue needs an entry for a punctuation mark.
"""
from __future__ import annotations

from django import template
from django.utils.translation import get_language

register = template.Library()


@register.simple_tag
def colon() -> str:
    """':' as the page's language writes it after a label."""
    return "\u00a0:" if (get_language() or "").lower().startswith("fr") else ":"
