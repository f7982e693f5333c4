"""Rules as JSON, in the shapes of shared/spec/interfaces.md.

Built as plain dicts from a few bulk queries per version (a whole version is ~500 rules); the
Serializer classes below only describe the shapes for the OpenAPI schema.
"""
from __future__ import annotations

from collections import defaultdict

from django.urls import reverse
from rest_framework import serializers

from rules import hooks
from rules.models import Reference, Rule, RulesVersion


class RuleSerializer(serializers.Serializer):
    number = serializers.CharField()
    title = serializers.CharField()
    text = serializers.CharField()
    html = serializers.CharField(required=False)
    parent = serializers.CharField(allow_null=True)
    children = serializers.ListField(child=serializers.CharField())
    references = serializers.ListField(child=serializers.CharField())
    cited_by = serializers.ListField(child=serializers.CharField())
    terms = serializers.ListField(child=serializers.CharField())
    url = serializers.CharField()


class VersionSerializer(serializers.Serializer):
    version = serializers.CharField()
    released = serializers.DateField(allow_null=True)
    source = serializers.CharField()
    current = serializers.BooleanField()
    rules = serializers.IntegerField()


class VersionLinks:
    """Children, references, cited-by and terms of every rule of a version, looked up once."""

    def __init__(self, version: RulesVersion) -> None:
        self.children: dict[str, list[str]] = defaultdict(list)
        for number, parent in version.rules.order_by("sort_key").values_list(
                "number", "parent_number"):
            if parent:
                self.children[parent].append(number)
        self.references: dict[str, list[str]] = defaultdict(list)
        self.cited_by: dict[str, list[str]] = defaultdict(list)
        pairs = Reference.objects.filter(source__version=version).order_by(
            "source__sort_key", "target__sort_key").values_list("source__number", "target__number")
        for source, target in pairs:
            self.references[source].append(target)
            self.cited_by[target].append(source)
        for numbers in self.cited_by.values():
            numbers.sort(key=lambda n: [int(p) for p in n.split("-")])
        self.terms = hooks.terms_by_rule(version)


def rule_json(rule: Rule, links: VersionLinks, *, with_html: bool, query: str = "") -> dict:
    url = reverse("rules:rule", args=[rule.version.game_id, rule.number]) + query
    data = {
        "number": rule.number,
        "title": rule.title,
        "text": rule.text,
        "parent": rule.parent_number or None,
        "children": links.children.get(rule.number, []),
        "references": links.references.get(rule.number, []),
        "cited_by": links.cited_by.get(rule.number, []),
        "terms": links.terms.get(rule.number, []),
        "url": url,
    }
    if with_html:
        data["html"] = rule.html
    return data


def version_json(version: RulesVersion, current: RulesVersion | None) -> dict:
    return {
        "version": version.version,
        "released": version.released.isoformat() if version.released else None,
        "source": version.source,
        "kind": version.kind,
        "current": current is not None and version.pk == current.pk,
        "rules": version.rules.count(),
    }
