"""Rules pages: the table of contents, one rule with everything connected to it, and what
changed between two versions."""
from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from rules import contents, diff, hooks, numbers, pagecache, queries
from rules.forms import DiffForm
from rules.history import history_of
from rules.http import printable, read_only
from rules.models import Game, RulesVersion


def _version_suffix(request: HttpRequest, version: RulesVersion) -> str:
    """'?version=V' for links on a page that was asked for a version, so they stay in it."""
    if request.GET.get("version"):
        return "?" + urlencode({"version": version.version})
    return ""


@read_only
def index(request: HttpRequest, game: str) -> HttpResponse:
    def make(game_obj: Game) -> tuple[str, dict]:
        version = queries.resolve_version(game_obj, request.GET.get("version"))
        current = queries.current_version(game_obj)
        versions = list(game_obj.versions.order_by("-sort_key"))
        chapters = contents.table_of_contents(version)
        return "rules/index.html", {
            "game_obj": game_obj,
            "version": version,
            "current": current,
            "versions": versions,
            "compare_query": _compare_query(versions, current),
            "chapters": chapters,
            "has_site_labels": contents.has_labels(chapters),
            "version_suffix": _version_suffix(request, version),
        }

    return pagecache.cached_page(request, game, "rules-index", ["version"], make)


def _compare_query(versions: list[RulesVersion], current: RulesVersion | None) -> str:
    """The diff link on the index: the newest other version against the current one."""
    others = [v for v in versions if current is None or v.pk != current.pk]
    if current is None or not others:
        return ""
    return urlencode({"from": others[0].version, "to": current.version})


@read_only
def rule(request: HttpRequest, game: str, number: str) -> HttpResponse:
    return pagecache.cached_page(request, game, "rule", ["version"],
                                 lambda game_obj: _rule_page(request, game_obj, number))


def _rule_page(request: HttpRequest, game_obj: Game, number: str) -> HttpResponse | tuple:
    """The rule page's template and context, or a redirect to the canonical number, or the
    page that says there is no such rule."""
    version = queries.resolve_version(game_obj, request.GET.get("version"))
    suffix = _version_suffix(request, version)
    canonical = numbers.normalize(number)
    if canonical and canonical != number:
        # 7.1.4.1, "7 1 4 1", "CR 7-1-4-1" and "7-1-4-1." all mean 7-1-4-1 (interfaces.md).
        return redirect(reverse("rules:rule", args=[game_obj.id, canonical]) + suffix,
                        permanent=True)
    found = queries.get_rule(version, canonical) if canonical else None
    if found is None:
        return render(request, "rules/rule_missing.html", {
            "game_obj": game_obj,
            "version": version,
            "number": printable(number),
            "is_number": canonical is not None,
            "nearest": queries.nearest_rules(version, canonical) if canonical else [],
            "version_suffix": suffix,
        }, status=404)
    current = queries.current_version(game_obj) if suffix else version
    return "rules/rule.html", {
        "game_obj": game_obj,
        "version": version,
        "is_current": current is not None and current.pk == version.pk,
        "current": current,
        "ctx": queries.rule_context(found),
        "panels": hooks.panels_for(found),
        "term_titles": hooks.term_titles(game_obj, get_language() or "en"),
        "version_suffix": suffix,
    }


@read_only
def compare(request: HttpRequest, game: str) -> HttpResponse:
    """/GAME/rules/diff/?from=V1&to=V2: added, removed, changed and renumbered rules."""
    game_obj = queries.get_game(game)
    versions = list(game_obj.versions.order_by("-sort_key"))
    form = DiffForm(request.GET, versions=versions)
    context = {"game_obj": game_obj, "form": form}
    if not form.is_valid():
        context["problem"] = form.problem()
        return render(request, "rules/diff.html", context, status=form.error_status())
    old, new = form.cleaned_data["old"], form.cleaned_data["new"]
    show = form.cleaned_data["changes"] or _default_show(old, new)
    comparison = queries.compare_versions(old, new)
    context.update({
        "old": old,
        "new": new,
        "show": show,
        "counts": comparison.counts(),
        "chapters": diff.by_chapter(comparison, show, queries.chapter_titles(old, new)),
        "mixed_kinds": old.kind != new.kind,
        "old_query": urlencode({"version": old.version}),
        "new_query": urlencode({"version": new.version}),
        "show_all_query": urlencode({"from": old.version, "to": new.version, "changes": "all"}),
        "title": _("Changes from %(old)s to %(new)s") % {"old": old.version, "new": new.version},
    })
    return render(request, "rules/diff.html", context)


def _default_show(old: RulesVersion, new: RulesVersion) -> str:
    """A summary in our own words against the official text differs in nearly every rule:
    then only renumbered, added and removed rules show until the reader asks for more."""
    return diff.SHOW_NONE if old.kind != new.kind else diff.SHOW_ALL


@read_only
def history(request: HttpRequest, game: str, number: str) -> HttpResponse:
    """/GAME/rules/NUMBER/history/: the rule in every imported version."""
    game_obj = queries.get_game(game)
    version = queries.resolve_version(game_obj, request.GET.get("version"))
    canonical = numbers.normalize(number)
    if canonical and canonical != number:
        return redirect(reverse("rules:history", args=[game_obj.id, canonical])
                        + _version_suffix(request, version), permanent=True)
    entries = history_of(game_obj, canonical, version) if canonical else []
    if not entries:
        raise Http404(_("No imported version of %(game)s has a rule %(number)s.")
                      % {"game": game_obj.short_name, "number": printable(number, 40)})
    for before, entry in zip(entries, entries[1:], strict=False):
        entry.diff_query = urlencode({"from": before.version.version,
                                      "to": entry.version.version})
    return render(request, "rules/history.html", {
        "game_obj": game_obj,
        "number": canonical,
        "entries": entries,
        "current": queries.current_version(game_obj),
    })
