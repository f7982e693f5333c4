"""The Django admin for games, rules versions and rules: read-mostly, for staff only.

Rules come from imports (`import_rules`), never from hand edits, so rules are read-only here.
Which version a game serves is chosen with an action that also re-renders the rule links and
the search index, like `set_current_version`.
"""
from __future__ import annotations

from django.contrib import admin, messages
from django.db import transaction
from django.db.models import Count, QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from rules import versions
from rules.models import Game, Rule, RulesVersion


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["id", "name", "short_name", "position", "numbering"]
    fields = ["id", "name", "short_name", "position", "numbering", "note"]
    readonly_fields = ["id", "numbering"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # games come with their bundled corpus (bootstrap)

    def has_delete_permission(self, request: HttpRequest, obj: Game | None = None) -> bool:
        return False


@admin.register(RulesVersion)
class RulesVersionAdmin(admin.ModelAdmin):
    list_display = ["version", "game", "released", "kind", "marked_current", "rule_count",
                    "imported_at"]
    list_filter = ["game", "kind", "marked_current"]
    fields = ["game", "version", "released", "source", "kind", "marked_current", "imported_at",
              "published_at"]
    readonly_fields = ["game", "version", "kind", "marked_current", "imported_at", "published_at"]
    actions = ["serve_this_version", "serve_the_newest"]

    def get_queryset(self, request: HttpRequest) -> QuerySet:
        return super().get_queryset(request).annotate(rule_total=Count("rules"))

    @admin.display(description=_("rules"), ordering="rule_total")
    def rule_count(self, obj: RulesVersion) -> int:
        return obj.rule_total  # type: ignore[attr-defined]  # annotated by get_queryset

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # versions are imported: python manage.py import_rules

    @admin.action(description=_("Serve the selected version (mark it current)"))
    def serve_this_version(self, request: HttpRequest, queryset: QuerySet) -> None:
        chosen = list(queryset.select_related("game"))
        if len(chosen) != 1:
            self.message_user(request, _("Select exactly one version."), messages.ERROR)
            return
        _serve(chosen[0].game, chosen[0])
        self.message_user(request, _("%(game)s now serves %(version)s.") % {
            "game": chosen[0].game.name, "version": chosen[0].version})

    @admin.action(description=_("Serve the newest version of the selected versions' games"))
    def serve_the_newest(self, request: HttpRequest, queryset: QuerySet) -> None:
        for game in Game.objects.filter(versions__in=queryset).distinct():
            _serve(game, None)
        self.message_user(request, _("The newest versions are served."))

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet) -> None:
        games = list(Game.objects.filter(versions__in=queryset).distinct())
        super().delete_queryset(request, queryset)
        _refresh(games)

    def delete_model(self, request: HttpRequest, obj: RulesVersion) -> None:
        game = obj.game
        super().delete_model(request, obj)
        _refresh([game])


def _serve(game: Game, version: RulesVersion | None) -> None:
    with transaction.atomic():
        versions.mark_current(game, version)
        versions.publish_game(game)
    versions.rebuild_index()


def _refresh(games: list[Game]) -> None:
    """After a version is deleted another one may be current: links and index follow."""
    for game in games:
        versions.publish_game(game)
    versions.rebuild_index()


@admin.register(Rule)
class RuleAdmin(admin.ModelAdmin):
    list_display = ["number", "title", "version", "printed_as"]
    list_filter = ["version__game", "version"]
    search_fields = ["number", "title", "text"]
    list_select_related = ["version"]
    ordering = ["version", "sort_key"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Rule | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Rule | None = None) -> bool:
        return False
