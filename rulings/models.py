"""The official Q&A documents a site operator imported, and their entries.

Nothing here is bundled: the entries' text comes only from `import_rulings`. An entry keeps the
card number it is about as text, so it links to the card once cards are imported, whatever the
order of the two imports.
"""
from __future__ import annotations

from django.db import models
from django.urls import reverse

from rules.models import Game


class Document(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="qa_documents")
    stem = models.CharField(max_length=80)  # the file name without extension: "qa_op05"
    title = models.CharField(max_length=200)
    published = models.DateField(null=True, blank=True)
    source_url = models.URLField(max_length=300, blank=True)
    imported_at = models.DateTimeField(auto_now=True)
    report = models.JSONField(default=dict)  # entries read, rows skipped with their page

    class Meta:
        ordering = ["game", "stem"]
        constraints = [models.UniqueConstraint(fields=["game", "stem"], name="unique_qa_document")]

    def __str__(self) -> str:
        return self.title


class Entry(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="qa_entries")
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="entries")
    position = models.PositiveIntegerField()  # from 1, in the document's order
    key = models.CharField(max_length=100)  # "qa_op05-12": the permanent id
    card = models.CharField(max_length=20, blank=True, db_index=True)
    card_name = models.CharField(max_length=200, blank=True)
    topic = models.CharField(max_length=200, blank=True)
    question = models.TextField()
    answer = models.TextField()
    page = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["document__stem", "position"]
        constraints = [models.UniqueConstraint(fields=["game", "key"], name="unique_qa_entry")]

    def __str__(self) -> str:
        return self.key

    def get_absolute_url(self) -> str:
        return reverse("rulings:entry", args=[self.game_id, self.key])

    @property
    def heading(self) -> str:
        """What the entry is about: "OP05-022 Donquixote Rosinante" or its topic."""
        return " ".join(part for part in (self.card, self.card_name) if part) or self.topic


class Link(models.Model):
    """An entry names a card, a glossary term or a rule (through a term or the mapping)."""

    CARD, TERM, RULE = "card", "term", "rule"

    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="links")
    kind = models.CharField(max_length=8)
    value = models.CharField(max_length=80)  # a card number, a term slug or a rule number
    via = models.CharField(max_length=80, blank=True)  # the term slug, or "mapping"

    class Meta:
        ordering = ["entry", "kind", "value"]
        indexes = [models.Index(fields=["kind", "value"])]
