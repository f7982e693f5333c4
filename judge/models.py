"""Saved rulings: a scenario and its result under a permanent, unguessable key."""
from __future__ import annotations

import secrets

from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from rules.models import Game, RulesVersion


def new_key() -> str:
    # 128 random bits, URL-safe: a ruling's link is its only access control.
    return secrets.token_urlsafe(16)


class Ruling(models.Model):
    key = models.CharField(max_length=40, unique=True, default=new_key, editable=False)
    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="rulings")
    # The version is kept by name too, so the ruling still says what it was judged under if an
    # operator ever deletes that version.
    rules_version = models.ForeignKey(
        RulesVersion, on_delete=models.SET_NULL, null=True, related_name="rulings"
    )
    rules_version_label = models.CharField(max_length=40)
    title = models.CharField(max_length=200, blank=True)
    question = models.TextField(blank=True)
    scenario_text = models.TextField()
    result = models.JSONField()
    # The board as described, before any action: the ruling page draws it next to the result.
    initial_state = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    # Saved rulings are unlisted: anyone can save one, with any title. Only a ruling staff
    # chose in the admin is shown on the rule pages it cites.
    featured = models.BooleanField(
        _("featured"), default=False,
        help_text=_("Shown on the pages of the rules it cites (it is unlisted otherwise)."))
    # What was judged (game, scenario text, result): a save sent again, because a worker died
    # after storing the ruling but before answering, finds the ruling it stored and answers its
    # link instead of storing a copy (judge/services.py, save_ruling). Empty for rulings saved
    # before saves were made idempotent.
    digest = models.CharField(max_length=64, unique=True, null=True, blank=True, editable=False)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.title or self.key

    def save(self, *args, **kwargs) -> None:
        # Only staff's choice to feature it may change; what was judged never does.
        if self.pk is not None and set(kwargs.get("update_fields") or ()) != {"featured"}:
            raise ValueError("a saved ruling never changes; judge again to make a new one")
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("judge:ruling", args=[self.game_id, self.key])


class Citation(models.Model):
    """Ruling `ruling` cites the rule the engine knows as `identity` (its number in the bundled
    version, which stays the same whatever version is in force), numbered `number` in the
    version the ruling was judged under ("" where that version has no such rule)."""

    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="citations")
    game = models.ForeignKey(Game, on_delete=models.CASCADE)
    identity = models.CharField(max_length=40, default="")
    number = models.CharField(max_length=40, blank=True)

    class Meta:
        indexes = [models.Index(fields=["game", "identity"])]
        constraints = [
            models.UniqueConstraint(fields=["ruling", "identity"], name="unique_cited_rule")
        ]


class RequestCount(models.Model):
    """How many judge requests one client sent in one minute (judge/ratelimit.py). Counted by
    one atomic statement in the database that every worker and machine shares, unless a Redis
    cache counts instead."""

    client_minute = models.CharField(max_length=120, unique=True)
    minute = models.BigIntegerField(db_index=True)
    hits = models.PositiveIntegerField(default=0)
