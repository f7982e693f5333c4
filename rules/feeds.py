"""/GAME/rules/feed/: an Atom feed of the game's rules versions, one entry per imported version
linking what changed from the version before it, so stores and judges can subscribe."""
from __future__ import annotations

from django.contrib.syndication.views import Feed
from django.http import HttpRequest
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.http import urlencode
from django.utils.translation import gettext as _

from rules import diff, queries
from rules.models import Game, RulesVersion

SHOWN = 50


class VersionsFeed(Feed):
    feed_type = Atom1Feed

    def get_object(self, request: HttpRequest, game: str) -> Game:
        return queries.get_game(game)

    def title(self, obj: Game) -> str:
        return _("%(game)s rules versions") % {"game": obj.name}

    def subtitle(self, obj: Game) -> str:
        return _("A new entry each time a version of the %(game)s rules is imported, with what "
                 "changed.") % {"game": obj.short_name}

    def link(self, obj: Game) -> str:
        return reverse("rules:index", args=[obj.id])

    def items(self, obj: Game) -> list[RulesVersion]:
        # newest first, by version number: the feed's entries follow the rules, not the clock
        return list(obj.versions.order_by("-sort_key")[:SHOWN])

    def item_title(self, item: RulesVersion) -> str:
        return _("%(game)s rules %(version)s") % {"game": item.game.short_name,
                                                  "version": item.version}

    def item_description(self, item: RulesVersion) -> str:
        before = _previous(item)
        if before is None:
            return _("The first imported version: %(count)s rules.") % {
                "count": item.rules.count()}
        counts = queries.compare_versions(before, item).counts()
        return _("Changes from %(old)s: %(renumbered)s renumbered, %(added)s added, "
                 "%(removed)s removed, %(changed)s changed rules.") % {
            "old": before.version, **{kind: counts[kind] for kind in diff.KINDS}}

    def item_link(self, item: RulesVersion) -> str:
        before = _previous(item)
        if before is None:
            return reverse("rules:index", args=[item.game_id]) + "?" + urlencode(
                {"version": item.version})
        return reverse("rules:diff", args=[item.game_id]) + "?" + urlencode(
            {"from": before.version, "to": item.version})

    def item_guid(self, item: RulesVersion) -> str:
        return f"rulesite:{item.game_id}:rules:{item.version}"

    item_guid_is_permalink = False

    def item_pubdate(self, item: RulesVersion):
        return item.imported_at

    def item_updateddate(self, item: RulesVersion):
        return item.imported_at


def _previous(version: RulesVersion) -> RulesVersion | None:
    """The version just before `version` by version number."""
    return (RulesVersion.objects.filter(game_id=version.game_id, sort_key__lt=version.sort_key)
            .order_by("-sort_key").first())
