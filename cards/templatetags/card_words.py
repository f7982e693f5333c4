"""`{{ card.category|category_name }}`, `{{ card.colors|color_names:", " }}`: the imported
English values as the reader's language names them (a value the site does not know stays as
imported)."""
from __future__ import annotations

from collections.abc import Iterable

from django import template

from cards.words import CATEGORIES, COLORS

register = template.Library()


@register.filter
def category_name(category: str) -> str:
    return str(CATEGORIES.get(category, str(category).capitalize()))


@register.filter
def color_names(colors: Iterable[str], separator: str = ", ") -> str:
    return separator.join(str(COLORS.get(color, color)) for color in colors or ())
