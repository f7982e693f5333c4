"""`{{ card.category|category_name }}`, `{{ card.colors|color_names:", " }}`,
`{{ word|keyword_name }}`, `{{ card.attributes|attribute_names:", " }}`: the imported
English values as the reader's language names them (a value the site does not know stays as
imported)."""
from __future__ import annotations

from collections.abc import Iterable

from django import template

from cards.words import ATTRIBUTES, CATEGORIES, COLORS, KEYWORDS
from cards.ygo.words import KINDS, LIMITS

register = template.Library()


@register.filter
def category_name(category: str) -> str:
    return str(CATEGORIES.get(category, str(category).capitalize()))


@register.filter
def color_names(colors: Iterable[str], separator: str = ", ") -> str:
    return separator.join(str(COLORS.get(color, color)) for color in colors or ())


@register.filter
def keyword_name(keyword: str) -> str:
    """A printed keyword as the reader's cards print it ("Rush" is [Initiative] in French)."""
    return str(KEYWORDS.get(keyword, keyword))


@register.filter
def attribute_names(attributes: Iterable[str], separator: str = ", ") -> str:
    return separator.join(str(ATTRIBUTES.get(a, a)) for a in attributes or ())


@register.filter
def ygo_kind(kind: str) -> str:
    return str(KINDS.get(kind, str(kind).capitalize()))


@register.filter
def limit_name(status: str | None) -> str:
    """A Forbidden & Limited status in the reader's language; "?" where the list has none."""
    return str(LIMITS.get(status, status)) if status else "?"
