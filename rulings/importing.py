"""Stores parsed Q&A documents: one transaction per document, replacing its earlier entries."""
from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction

from rules.models import Game
from rulings.importers.records import ParsedDocument
from rulings.linking import Linker
from rulings.models import Document, Entry, Link


@dataclass
class DocumentReport:
    stem: str
    title: str
    entries: int
    replaced: int
    links: int
    skipped: list[tuple[int, str]] = field(default_factory=list)


def store(game: Game, parsed: ParsedDocument, linker: Linker,
          source_url: str = "") -> DocumentReport:
    skipped = [(item.page, item.reason) for item in parsed.skipped]
    with transaction.atomic():
        document, _ = Document.objects.get_or_create(
            game=game, stem=parsed.stem, defaults={"title": parsed.title})
        old = Entry.objects.filter(document=document)
        replaced = old.count()
        old.delete()
        document.title = parsed.title
        document.published = parsed.published
        document.source_url = source_url or document.source_url
        document.report = {"entries": len(parsed.entries), "pages": parsed.pages,
                           "skipped": [{"page": page, "reason": why} for page, why in skipped]}
        document.save()
        entries = Entry.objects.bulk_create(
            Entry(game=game, document=document, position=position,
                  key=f"{parsed.stem}-{position}", card=item.card, card_name=item.card_name,
                  topic=item.topic, question=item.question, answer=item.answer,
                  page=item.page)
            for position, item in enumerate(parsed.entries, start=1))
        links = [Link(entry=entry, kind=kind, value=value, via=via)
                 for entry in entries
                 for kind, value, via in linker.links(
                     entry.key, entry.card, f"{entry.question}\n{entry.answer}")]
        Link.objects.bulk_create(links)
    return DocumentReport(parsed.stem, parsed.title, len(entries), replaced, len(links),
                          skipped)
