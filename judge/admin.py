"""The admin for saved rulings: staff read them and choose which to feature on rule pages."""
from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from judge.models import Ruling
from rules import pagecache

# the form of a saved ruling: plain names (the admin's type allows groups of names too)
FIELDS = ("featured", "key", "game", "rules_version_label", "title", "question", "scenario_text",
          "created_at")

@admin.register(Ruling)
class RulingAdmin(admin.ModelAdmin):
    list_display = ["__str__", "game", "rules_version_label", "created_at", "featured"]
    list_filter = ["game", "featured"]
    search_fields = ["key", "title"]
    actions = ["feature", "unfeature"]
    fields = FIELDS
    readonly_fields = [f for f in FIELDS if f != "featured"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # rulings are made by judging, never typed in

    def has_delete_permission(self, request: HttpRequest, obj: Ruling | None = None) -> bool:
        return False  # a saved ruling's link is permanent: unfeature it instead

    def save_model(self, request: HttpRequest, obj: Ruling, form: Any, change: bool) -> None:
        obj.save(update_fields=["featured"])

    @admin.action(description=_("Feature the selected rulings on rule pages"))
    def feature(self, request: HttpRequest, queryset: QuerySet[Ruling]) -> None:
        queryset.update(featured=True)
        pagecache.forget_stamps()  # rule pages show it at once, not in a few seconds

    @admin.action(description=_("Stop featuring the selected rulings"))
    def unfeature(self, request: HttpRequest, queryset: QuerySet[Ruling]) -> None:
        queryset.update(featured=False)
        pagecache.forget_stamps()
