"""Glossary terms as JSON, in the shape of shared/spec/interfaces.md.

Built as plain dicts from prefetched rows (glossary.queries.terms_of); the Serializer classes
only describe the shapes for the OpenAPI schema.
"""
from __future__ import annotations

from rest_framework import serializers

from glossary.loader import LANGUAGES
from glossary.models import Term


class TermTranslationSerializer(serializers.Serializer):
    term = serializers.CharField(help_text="The name in this language")
    definition = serializers.CharField()
    explanation = serializers.CharField(
        help_text="The longer explanation in this language; empty where it is not written yet")
    aliases = serializers.ListField(
        child=serializers.CharField(), help_text="Official or customary names in this language")


class TermSerializer(serializers.Serializer):
    slug = serializers.CharField()
    term = serializers.CharField(help_text="The English name as printed on cards")
    key = serializers.CharField(
        help_text="Shared by the same keyword in several games (e.g. 'blocker')")
    category = serializers.CharField(help_text="The category's slug")
    definition = serializers.CharField(help_text="The short definition in English")
    explanation = serializers.CharField(help_text="The longer explanation in English")
    aliases = serializers.ListField(
        child=serializers.CharField(), help_text="Every alias, in every language")
    translations = serializers.DictField(
        child=TermTranslationSerializer(), help_text="Keyed by language: en, de, es, it, fr")
    rules = serializers.ListField(
        child=serializers.CharField(), help_text="The numbers of the rules that define it")
    url = serializers.CharField(help_text="The term's page")


class GlossaryErrorSerializer(serializers.Serializer):
    """A 404: the game or the term does not exist."""

    detail = serializers.CharField()


def term_json(term: Term) -> dict:
    """One term, from its prefetched translations and aliases (no query of its own)."""
    aliases = list(term.aliases.all())
    by_language = {t.language: t for t in term.translations.all()}
    translations = {}
    for language in LANGUAGES:
        local = by_language.get(language)
        if local is None:
            continue
        translations[language] = {
            "term": local.name,
            "definition": local.definition,
            "explanation": local.explanation,
            "aliases": [a.alias for a in aliases if a.language == language],
        }
    return {
        "slug": term.slug,
        "term": term.term,
        "key": term.key,
        "category": term.category.slug,
        "definition": term.definition,
        "explanation": term.explanation,
        "aliases": list(dict.fromkeys(a.alias for a in aliases)),
        "translations": translations,
        "rules": list(term.rules),
        "url": term.get_absolute_url(),
    }
