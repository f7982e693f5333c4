"""Glossary terms of a game, in every language, tied to the rules that define and use them."""
from __future__ import annotations

from django.db import models
from django.urls import reverse
from django.utils.translation import get_language

from rules.models import Game, Rule


class Category(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="term_categories")
    slug = models.SlugField(max_length=60)
    position = models.PositiveSmallIntegerField(default=0)
    names = models.JSONField(default=dict)  # {"en": "Keywords", "de": "Schlüsselwörter", ...}

    class Meta:
        ordering = ["game", "position"]
        constraints = [
            models.UniqueConstraint(fields=["game", "slug"], name="unique_category_slug")
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def name(self) -> str:
        language = (get_language() or "en")[:2]
        return self.names.get(language) or self.names.get("en") or self.slug


class Term(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="terms")
    slug = models.SlugField(max_length=80)
    term = models.CharField(max_length=120)  # the English name as printed on cards
    # The name without brackets and case: the same keyword in several games shares a key, so a
    # term page can show the other games' meanings side by side.
    key = models.CharField(max_length=120, db_index=True)
    category = models.ForeignKey(Category, on_delete=models.PROTECT, related_name="terms")
    definition = models.TextField()
    explanation = models.TextField(blank=True)
    rules = models.JSONField(default=list)  # the numbers of the rules that define it
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["game", "position"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="unique_term_slug")]

    def __str__(self) -> str:
        return self.term

    def get_absolute_url(self) -> str:
        return reverse("glossary:term", args=[self.game_id, self.slug])


class Translation(models.Model):
    term = models.ForeignKey(Term, on_delete=models.CASCADE, related_name="translations")
    language = models.CharField(max_length=8)
    name = models.CharField(max_length=160)
    definition = models.TextField()
    explanation = models.TextField(blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["term", "language"], name="unique_translation")
        ]


class Alias(models.Model):
    term = models.ForeignKey(Term, on_delete=models.CASCADE, related_name="aliases")
    language = models.CharField(max_length=8, blank=True)  # blank: any language
    alias = models.CharField(max_length=160)

    class Meta:
        ordering = ["term", "language", "alias"]


class TermUsage(models.Model):
    """A rule that defines a term (listed in the glossary data) or mentions it in its text."""

    term = models.ForeignKey(Term, on_delete=models.CASCADE, related_name="usages")
    rule = models.ForeignKey(Rule, on_delete=models.CASCADE, related_name="term_usages")
    defines = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["term", "rule"], name="unique_term_usage")
        ]
