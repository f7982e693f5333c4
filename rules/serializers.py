"""Rules as JSON, in the shapes of shared/spec/interfaces.md.

Built as plain dicts from a few bulk queries per version (a whole version is ~500 rules); the
Serializer classes below only describe the shapes for the OpenAPI schema.
"""
from __future__ import annotations

from collections import defaultdict

from django.db.models import Q
from django.urls import reverse
from rest_framework import serializers

from rules import contents, hooks
from rules.models import Reference, Rule, RulesVersion


class RuleListItemSerializer(serializers.Serializer):
    """A rule in the list of a whole version: everything but its HTML."""

    number = serializers.CharField()
    title = serializers.CharField()
    text = serializers.CharField(help_text="Markdown")
    # a declared field: the serializer's metaclass takes it off the class, so it does not
    # replace Field.parent (the stubs see a class attribute)
    parent = serializers.CharField(allow_null=True)  # type: ignore[assignment]
    children = serializers.ListField(child=serializers.CharField())
    references = serializers.ListField(child=serializers.CharField(),
                                       help_text="The rules this rule's text cites")
    cited_by = serializers.ListField(child=serializers.CharField(),
                                     help_text="The rules whose text cites this rule")
    terms = serializers.ListField(child=serializers.CharField(),
                                  help_text="Slugs of the glossary terms this rule defines")
    url = serializers.CharField()


class RuleSerializer(RuleListItemSerializer):
    html = serializers.CharField(help_text="The text as HTML, rule numbers and terms linked")
    preview = serializers.CharField(help_text="What a preview of the rule shows: its text, or "
                                              "for a heading without text its sub-rules' texts")


class HistoryEntrySerializer(serializers.Serializer):
    """A rule in one version, and what happened to it against the version before."""

    version = serializers.CharField()
    number = serializers.CharField(help_text="Its number in that version (for a removed rule: "
                                             "the number it had before)")
    title = serializers.CharField()
    text = serializers.CharField()
    change = serializers.ChoiceField(
        choices=["added", "changed", "renumbered", "unchanged", "removed"])
    previous_number = serializers.CharField(allow_null=True,
                                            help_text="Its number before a renumbering")


class VersionSerializer(serializers.Serializer):
    version = serializers.CharField()
    released = serializers.DateField(allow_null=True)
    source = serializers.CharField()  # type: ignore[assignment]  # a declared field, as `parent` above
    current = serializers.BooleanField()
    rules = serializers.IntegerField(help_text="How many rules the version holds")


class RulesErrorSerializer(serializers.Serializer):
    detail = serializers.CharField(help_text="What went wrong, in words a person can act on")


class VersionLinks:
    """Children, references, cited-by and terms of the rules of a version, looked up once: of
    every rule (the list endpoint), or of the one rule `only` (the detail endpoint)."""

    def __init__(self, version: RulesVersion, only: Rule | None = None) -> None:
        rules = version.rules.all()
        pairs = Reference.objects.filter(source__version=version)
        if only is not None:
            rules = rules.filter(parent_number=only.number)
            pairs = pairs.filter(Q(source=only) | Q(target=only))
        self.children: dict[str, list[str]] = defaultdict(list)
        for number, parent in rules.order_by("sort_key").values_list("number", "parent_number"):
            if parent:
                self.children[parent].append(number)
        self.references: dict[str, list[str]] = defaultdict(list)
        self.cited_by: dict[str, list[str]] = defaultdict(list)
        for source, target in pairs.order_by("source__sort_key", "target__sort_key").values_list(
                "source__number", "target__number"):
            self.references[source].append(target)
            self.cited_by[target].append(source)
        for numbers in self.cited_by.values():
            numbers.sort(key=lambda n: [int(p) for p in n.split("-")])
        self.terms = hooks.terms_by_rule(version, None if only is None else {only.number})


def rule_json(rule: Rule, links: VersionLinks, *, with_html: bool, query: str = "") -> dict:
    data: dict[str, object] = {"number": rule.number, "title": rule.title, "text": rule.text}
    if with_html:
        data["html"] = rule.html
        # what a preview shows: a heading without text of its own shows its sub-rules'
        data["preview"] = contents.preview(rule)
    data.update({
        "parent": rule.parent_number or None,
        "children": links.children.get(rule.number, []),
        "references": links.references.get(rule.number, []),
        "cited_by": links.cited_by.get(rule.number, []),
        "terms": links.terms.get(rule.number, []),
        "url": reverse("rules:rule", args=[rule.version.game_id, rule.number]) + query,
    })
    return data


def version_json(version: RulesVersion, current: RulesVersion | None) -> dict:
    count = getattr(version, "rule_count", None)
    return {
        "version": version.version,
        "released": version.released.isoformat() if version.released else None,
        "source": version.source,
        "current": current is not None and version.pk == current.pk,
        "rules": count if count is not None else version.rules.count(),
    }
