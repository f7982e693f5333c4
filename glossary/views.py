"""Glossary pages: every term of a game, and one term with the rules around it."""
from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from glossary import queries
from rules import queries as rule_queries


def index(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = rule_queries.get_game(game)
    language = queries.ui_language()
    query = request.GET.get("q", "")
    return render(request, "glossary/index.html", {
        "game_obj": game_obj,
        "glossary": queries.glossary_index(game_obj, language, query),
        "max_query": queries.MAX_QUERY_CHARS,
    })


def term(request: HttpRequest, game: str, slug: str) -> HttpResponse:
    game_obj = rule_queries.get_game(game)
    language = queries.ui_language()
    found = queries.get_term(game_obj, slug)
    if found is None and slug != slug.lower() and queries.get_term(game_obj, slug.lower()):
        return redirect("glossary:term", game_obj.id, slug.lower(), permanent=True)
    if found is None:
        return render(request, "glossary/term_missing.html", {
            "game_obj": game_obj,
            "slug": slug,
            "nearest": queries.close_terms(game_obj, slug, language),
        }, status=404)
    return render(request, "glossary/term.html", {
        "game_obj": game_obj,
        "page": queries.term_page(found, language),
        "language_name": queries.language_name(language),
    })
