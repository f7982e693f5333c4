"""Printed cards of a game: their facts, names and texts per language, and their printings.

Nothing here is bundled with the project: an operator imports a card list (`import_cards`).
"""
from __future__ import annotations

from django.db import models
from django.urls import reverse

from rules.models import Game

AUTOMATION = (("full", "full"), ("partial", "partial"), ("none", "none"),
              ("vanilla", "vanilla"))


class CardSet(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="card_sets")
    code = models.CharField(max_length=40)  # the list's own id of the product
    label = models.CharField(max_length=40, blank=True)  # "ST-01"
    titles = models.JSONField(default=dict)  # language -> the product's name

    class Meta:
        ordering = ["game", "label", "code"]
        constraints = [models.UniqueConstraint(fields=["game", "code"], name="unique_set")]

    def __str__(self) -> str:
        return self.label or self.code


class Card(models.Model):
    """One card number and its printed facts (the same in every language)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="cards")
    number = models.CharField(max_length=20)
    category = models.CharField(max_length=12)  # leader | character | event | stage
    colors = models.JSONField(default=list)
    cost = models.IntegerField(null=True, blank=True)
    power = models.IntegerField(null=True, blank=True)
    counter = models.IntegerField(null=True, blank=True)
    life = models.IntegerField(null=True, blank=True)
    attributes = models.JSONField(default=list)
    traits = models.JSONField(default=list)
    block = models.IntegerField(null=True, blank=True)
    # derived at import from the English text: printed keywords and the project's encoding
    keywords = models.JSONField(default=list)
    encoding = models.JSONField(default=dict)  # scenario card keys: effects, trigger, static
    notes = models.JSONField(default=list)  # abilities the judge does not apply
    automation = models.CharField(max_length=8, choices=AUTOMATION, default="none")
    facts_language = models.CharField(max_length=8, default="en")
    # Yu-Gi-Oh! facts (`ygo`; blank for One Piece): `category` holds the kind (monster, spell,
    # trap) and `number` the password ("05318639") or, without one, "kdb" and the Konami id
    konami_id = models.IntegerField(null=True, blank=True)
    card_property = models.CharField(max_length=12, blank=True)  # Quick-Play, Counter, Field...
    monster_types = models.JSONField(default=list)  # ["Spellcaster", "Tuner", "Effect"]
    attribute = models.CharField(max_length=8, blank=True)  # LIGHT, DARK...
    level = models.IntegerField(null=True, blank=True)
    rank = models.IntegerField(null=True, blank=True)
    link_arrows = models.JSONField(default=list)  # a Link monster's rating is their count
    atk = models.IntegerField(null=True, blank=True)
    defense = models.IntegerField(null=True, blank=True)
    unknown_stats = models.JSONField(default=list)  # "atk" / "def" printed as "?"
    pendulum_scale = models.IntegerField(null=True, blank=True)
    materials = models.CharField(max_length=300, blank=True)
    series = models.JSONField(default=list)  # archetypes
    limits = models.JSONField(default=dict)  # {"tcg": "Limited", "ocg": "Unlimited"}
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "number"]
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="unique_card")]
        indexes = [models.Index(fields=["game", "category"])]

    def __str__(self) -> str:
        return self.number

    def get_absolute_url(self) -> str:
        return reverse("cards:card", args=[self.game_id, self.number])

    @property
    def link_rating(self) -> int | None:
        return len(self.link_arrows) if self.link_arrows else None


class CardText(models.Model):
    """A card's name, traits and text in one language, as imported."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="texts")
    language = models.CharField(max_length=8)
    name = models.CharField(max_length=200)
    traits = models.JSONField(default=list)
    text = models.TextField(blank=True)  # abilities one a line
    trigger = models.TextField(blank=True)
    pendulum = models.TextField(blank=True)  # a Yu-Gi-Oh! Pendulum monster's Pendulum Effect
    # lower case without accents: what the card search compares with
    folded = models.TextField(blank=True)

    class Meta:
        ordering = ["card", "language"]
        constraints = [
            models.UniqueConstraint(fields=["card", "language"], name="unique_card_text")
        ]


class Printing(models.Model):
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    code = models.CharField(max_length=30)  # "OP05-060_p3"
    card_set = models.ForeignKey(CardSet, null=True, blank=True, on_delete=models.SET_NULL)
    rarity = models.CharField(max_length=120, blank=True)  # a Yu-Gi-Oh! printing: several
    languages = models.JSONField(default=list)
    image_url = models.URLField(max_length=300, blank=True)

    class Meta:
        ordering = ["card", "code"]
        constraints = [models.UniqueConstraint(fields=["card", "code"], name="unique_printing")]


class CardImport(models.Model):
    """One run of `import_cards`: where the list came from, when, and what changed."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="card_imports")
    language = models.CharField(max_length=8)
    source = models.CharField(max_length=300)
    generated = models.CharField(max_length=20, blank=True)
    imported_at = models.DateTimeField(auto_now_add=True)
    report = models.JSONField(default=dict)

    class Meta:
        ordering = ["-imported_at"]
