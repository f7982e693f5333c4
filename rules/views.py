"""Rules pages: the table of contents and one rule with everything connected to it."""
from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse

from rules import hooks, numbers, queries


def _version_suffix(request: HttpRequest) -> str:
    requested = request.GET.get("version")
    return f"?version={requested}" if requested else ""


def index(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    version = queries.resolve_version(game_obj, request.GET.get("version"))
    return render(request, "rules/index.html", {
        "game_obj": game_obj,
        "version": version,
        "current": queries.current_version(game_obj),
        "versions": game_obj.versions.order_by("-sort_key"),
        "chapters": queries.table_of_contents(version),
        "version_suffix": _version_suffix(request),
    })


def rule(request: HttpRequest, game: str, number: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    version = queries.resolve_version(game_obj, request.GET.get("version"))
    canonical = numbers.normalize(number)
    if canonical and canonical != number:
        url = reverse("rules:rule", args=[game_obj.id, canonical]) + _version_suffix(request)
        return redirect(url, permanent=True)
    found = queries.get_rule(version, canonical) if canonical else None
    if found is None:
        return render(request, "rules/rule_missing.html", {
            "game_obj": game_obj,
            "version": version,
            "number": number,
            "nearest": queries.nearest_rules(version, canonical) if canonical else [],
            "version_suffix": _version_suffix(request),
        }, status=404)
    current = queries.current_version(game_obj)
    return render(request, "rules/rule.html", {
        "game_obj": game_obj,
        "version": version,
        "is_current": current is not None and current.pk == version.pk,
        "current": current,
        "ctx": queries.rule_context(found),
        "panels": hooks.panels_for(found),
        "version_suffix": _version_suffix(request),
    })
