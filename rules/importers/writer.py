"""Stores a parsed document as one RulesVersion with its Rules and References, atomically."""
from __future__ import annotations

import datetime as dt

from django.db import transaction

from rules import numbers
from rules.importers.records import ParsedDocument, ParseError
from rules.models import Game, Reference, Rule, RulesVersion


def store_version(
    game: Game,
    version: str,
    document: ParsedDocument,
    *,
    source: str = "",
    kind: str = RulesVersion.KIND_OFFICIAL,
    released: dt.date | None = None,
) -> RulesVersion:
    """Replace (or create) `version` of `game` with the document's rules, in one transaction.

    A failure anywhere rolls everything back: the previous content of the version (if any)
    keeps serving. An operator's "current" mark on the version survives a re-import.
    """
    if not document.rules:
        raise ParseError(0, "the document holds no rules")
    with transaction.atomic():
        rules_version, _ = RulesVersion.objects.update_or_create(
            game=game,
            version=version,
            # The checksum belongs to the bundled corpus: whatever is imported now is not it.
            defaults={"source": source[:200], "kind": kind, "released": released,
                      "checksum": ""},
        )
        rules_version.rules.all().delete()
        Rule.objects.bulk_create(
            Rule(
                version=rules_version,
                number=record.number,
                sort_key=numbers.sort_key(record.number),
                depth=numbers.depth(record.number),
                parent_number=numbers.parent(record.number),
                title=record.title[:200],
                text=record.text,
                printed_as=record.printed_as[:40],
            )
            for record in document.rules
        )
        store_references(rules_version)
    return rules_version


def store_references(rules_version: RulesVersion) -> int:
    """Every rule number mentioned in a rule's text that exists in the same version."""
    by_number = dict(rules_version.rules.values_list("number", "id"))
    links = []
    for rule_id, number, text in rules_version.rules.values_list("id", "number", "text"):
        targets = {mentioned for _, _, mentioned in numbers.mentions(text)}
        for target in sorted(targets):
            target_id = by_number.get(target)
            if target_id and target != number:
                links.append(Reference(source_id=rule_id, target_id=target_id))
    Reference.objects.filter(source__version=rules_version).delete()
    Reference.objects.bulk_create(links)
    return len(links)
