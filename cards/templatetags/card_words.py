"""`{{ card.category|category_name }}`, `{{ card.colors|color_names:", " }}`,
`{{ word|keyword_name }}`, `{{ card.attributes|attribute_names:", " }}`: the imported
English values as the reader's language names them (a value the site does not know stays as
imported)."""
from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.translation import get_language

from cards.words import ATTRIBUTES, CATEGORIES, COLORS, KEYWORDS
from cards.ygo.words import ATTRIBUTES as YGO_ATTRIBUTES
from cards.ygo.words import KINDS, LIMITS, SPELL_TRAP_TYPES, monster_type_line

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
def ygo_type(kind: str, card_property: str) -> str:
    """`{{ card.category|ygo_type:card.card_property }}`: "Quick-Play Spell" in the reader's
    language; the kind alone for a monster or a property the site does not know."""
    found = SPELL_TRAP_TYPES.get((kind, card_property))
    return str(found) if found is not None else ygo_kind(kind)


@register.filter
def ygo_attribute(attribute: str) -> str:
    """A Yu-Gi-Oh! Attribute as the reader's language prints it on its cards (LICHT)."""
    language = (get_language() or "en")[:2]
    return YGO_ATTRIBUTES.get(attribute, {}).get(language, attribute)


@register.filter
def ygo_monster_types(types: list[str]) -> dict[str, str]:
    """A monster's type line as the reader's cards print it ([Guerrier/Effet]) and its
    language: `{% with line=card.monster_types|ygo_monster_types %}<dd lang="{{ line.lang }}">`."""
    text, language = monster_type_line(list(types or ()), (get_language() or "en")[:2])
    return {"text": text, "lang": language}


@register.filter
def limit_name(status: str | None) -> str:
    """A Forbidden & Limited status in the reader's language; "?" where the list has none."""
    return str(LIMITS.get(status, status)) if status else "?"
