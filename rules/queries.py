"""The questions the rules pages and the API ask of the database, in one place."""
from __future__ import annotations

from dataclasses import dataclass

from django.core.cache import cache
from django.db.models import Count
from django.http import Http404
from django.utils.translation import gettext as _

from rules import diff, numbers
from rules.http import printable
from rules.models import Game, Rule, RulesVersion

DIFF_CACHE_SECONDS = 3600


class VersionNotFound(Http404):
    pass


def get_game(game_id: str) -> Game:
    try:
        return Game.objects.get(pk=game_id)
    except Game.DoesNotExist:
        raise Http404(_("There is no game '%(game)s' on this site.") % {"game": game_id[:40]}
                      ) from None


def current_version(game: Game) -> RulesVersion | None:
    """The version an operator marked current, else the newest by version number."""
    versions = RulesVersion.objects.filter(game=game)
    return versions.order_by("-marked_current", "-sort_key").first()


def resolve_version(game: Game, requested: str | None) -> RulesVersion:
    """The `?version=` a person asked for, or the current one."""
    if requested:
        wanted = requested.strip()
        try:
            # A NUL or an overlong name is no version (PostgreSQL would refuse the NUL).
            if "\x00" in wanted or len(wanted) > 40:
                raise RulesVersion.DoesNotExist
            return RulesVersion.objects.get(game=game, version=wanted)
        except RulesVersion.DoesNotExist:
            known = ", ".join(game.versions.values_list("version", flat=True)) or "none"
            raise VersionNotFound(
                _("%(game)s has no rules version '%(version)s'. Imported: %(known)s.")
                % {"game": game.short_name, "version": printable(wanted, 40), "known": known}
            ) from None
    version = current_version(game)
    if version is None:
        raise VersionNotFound(
            _("No rules of %(game)s have been loaded yet.") % {"game": game.short_name})
    return version


def get_rule(version: RulesVersion, number: str) -> Rule | None:
    return version.rules.filter(number=number).first()


def all_rules(version: RulesVersion):
    return version.rules.order_by("sort_key")


@dataclass
class RuleContext:
    rule: Rule
    breadcrumbs: list[Rule]
    children: list[Rule]
    descendants: list[Rule]
    previous: Rule | None
    next: Rule | None
    references: list[Rule]
    cited_by: list[Rule]


def rule_context(rule: Rule) -> RuleContext:
    version = rule.version
    rules = version.rules
    descendants = list(
        rules.filter(number__startswith=rule.number + "-").order_by("sort_key")
    )
    return RuleContext(
        rule=rule,
        breadcrumbs=list(rules.filter(number__in=rule.ancestors).order_by("sort_key")),
        children=[r for r in descendants if r.parent_number == rule.number],
        descendants=descendants,
        previous=rules.filter(sort_key__lt=rule.sort_key).order_by("-sort_key").first(),
        next=rules.filter(sort_key__gt=rule.sort_key).exclude(
            number__startswith=rule.number + "-").order_by("sort_key").first(),
        references=list(Rule.objects.filter(cited_by__source=rule).order_by("sort_key")),
        cited_by=list(Rule.objects.filter(references__target=rule).order_by("sort_key")),
    )


def nearest_rules(version: RulesVersion, number: str, limit: int = 5) -> list[Rule]:
    """Rules close to a number that does not exist: its nearest existing ancestor's
    sub-rules, then the rules around where it would sort."""
    found: list[Rule] = []
    for ancestor in reversed(numbers.ancestors(number)):
        rule = get_rule(version, ancestor)
        if rule:
            found.append(rule)
            found.extend(version.rules.filter(parent_number=ancestor).order_by("sort_key")[:limit])
            break
    if not found:
        key = numbers.sort_key(number)
        found.extend(version.rules.filter(sort_key__lt=key).order_by("-sort_key")[:2])
        found.extend(version.rules.filter(sort_key__gt=key).order_by("sort_key")[:2])
        found.sort(key=lambda r: r.sort_key)
    unique = {r.number: r for r in found}
    return list(unique.values())[:limit + 1]


def numbers_in(version: RulesVersion) -> set[str]:
    return set(version.rules.values_list("number", flat=True))


def compare_versions(old: RulesVersion, new: RulesVersion) -> diff.Comparison:
    """What changed from `old` to `new`; computed once per pair of imports, then cached."""
    key = f"rules-diff:{_stamp(old)}:{_stamp(new)}"
    found = cache.get(key)
    if found is None:
        found = diff.compare(_entries(old), _entries(new))
        cache.set(key, found, DIFF_CACHE_SECONDS)
    return found


def chapter_titles(*versions: RulesVersion) -> dict[str, str]:
    """Chapter number -> title, the later versions' titles winning."""
    titles: dict[str, str] = {}
    for version in versions:
        for number, title in version.rules.filter(depth=1).values_list("number", "title"):
            titles[number] = title or titles.get(number, "")
    return titles


def _entries(version: RulesVersion) -> list[diff.Entry]:
    rows = version.rules.order_by("sort_key").values_list("number", "title", "text", "printed_as")
    return [diff.Entry(*row) for row in rows]


def _stamp(version: RulesVersion) -> str:
    """Changes whenever the version's rules may have: on every import and every publish."""
    moments = (version.imported_at, version.published_at)
    return f"{version.pk}:" + ":".join(f"{m.timestamp():.6f}" if m else "-" for m in moments)


def versions_with_counts(game: Game):
    """The game's versions, newest first, each with `rule_count`."""
    return game.versions.annotate(rule_count=Count("rules")).order_by("-sort_key")
