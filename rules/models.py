"""Games, rules versions, numbered rules and the cross-references between them."""
from __future__ import annotations

from django.db import models
from django.urls import reverse

from rules import numbers


class Game(models.Model):
    """A card game the site covers; every page and endpoint lives under its id."""

    NUMBERING_OFFICIAL = "official"
    NUMBERING_DIGEST = "digest"

    id = models.SlugField(primary_key=True, max_length=20)
    name = models.CharField(max_length=100)
    short_name = models.CharField(max_length=40)
    position = models.PositiveSmallIntegerField(default=0)
    numbering = models.CharField(max_length=10, default=NUMBERING_OFFICIAL)
    note = models.TextField(blank=True)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("rules:index", args=[self.id])


def version_sort_key(version: str) -> str:
    """Sorts "1.10.0" after "1.9.2"; parts that are not numbers sort as text."""
    bits = []
    for part in version.replace("-", ".").split("."):
        bits.append(f"{int(part):06d}" if part.isdigit() else part.lower())
    return ".".join(bits)


class RulesVersion(models.Model):
    KIND_SUMMARY = "summary"
    KIND_OFFICIAL = "official"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="versions")
    version = models.CharField(max_length=40)
    sort_key = models.CharField(max_length=120, editable=False)
    released = models.DateField(null=True, blank=True)
    source = models.CharField(max_length=200, blank=True)
    kind = models.CharField(max_length=10, default=KIND_OFFICIAL)
    marked_current = models.BooleanField(
        default=False, help_text="Serve this version instead of the newest one."
    )
    imported_at = models.DateTimeField(auto_now=True)
    # A digest of what was imported; the bundled corpus is re-imported only when it changes.
    checksum = models.CharField(max_length=64, blank=True)
    # Bumped whenever the version's stored HTML changes, so cached pages can never go stale.
    published_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["game", "-sort_key"]
        constraints = [
            models.UniqueConstraint(fields=["game", "version"], name="unique_game_version")
        ]

    def __str__(self) -> str:
        return f"{self.game_id} {self.version}"

    def save(self, *args, **kwargs) -> None:
        self.sort_key = version_sort_key(self.version)
        super().save(*args, **kwargs)

    @property
    def is_summary(self) -> bool:
        return self.kind == self.KIND_SUMMARY

    @property
    def cache_stamp(self) -> str:
        stamp = self.published_at.timestamp() if self.published_at else 0
        return f"{self.pk}.{stamp:.0f}"


class Rule(models.Model):
    version = models.ForeignKey(RulesVersion, on_delete=models.CASCADE, related_name="rules")
    number = models.CharField(max_length=40)
    sort_key = models.CharField(max_length=80)
    depth = models.PositiveSmallIntegerField()
    parent_number = models.CharField(max_length=40, blank=True)
    title = models.CharField(max_length=200, blank=True)
    text = models.TextField(blank=True)
    html = models.TextField(blank=True)
    # The number as the source printed it, where the importer had to correct it.
    printed_as = models.CharField(max_length=40, blank=True)

    class Meta:
        ordering = ["version", "sort_key"]
        constraints = [
            models.UniqueConstraint(fields=["version", "number"], name="unique_rule_number")
        ]
        indexes = [models.Index(fields=["version", "sort_key"])]

    def __str__(self) -> str:
        return f"{self.number} {self.title}".strip()

    def get_absolute_url(self) -> str:
        return reverse("rules:rule", args=[self.version.game_id, self.number])

    @property
    def label(self) -> str:
        """How the rule is named in lists and links: '7-1-4. Damage Step' or '7-1-4-1'."""
        return f"{self.number}. {self.title}" if self.title else self.number

    @property
    def ancestors(self) -> list[str]:
        return numbers.ancestors(self.number)


class Reference(models.Model):
    """Rule `source` mentions rule `target` (both in the same version)."""

    source = models.ForeignKey(Rule, on_delete=models.CASCADE, related_name="references")
    target = models.ForeignKey(Rule, on_delete=models.CASCADE, related_name="cited_by")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["source", "target"], name="unique_reference")
        ]


class BundledData(models.Model):
    """What `bootstrap` last loaded from a bundled file, so running it again changes nothing."""

    name = models.CharField(max_length=200, unique=True)
    checksum = models.CharField(max_length=64)
    loaded_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return self.name
