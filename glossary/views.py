"""Glossary pages: every term of a game, and one term with the rules around it.

Both come from the page cache (rules/pagecache.py): per game, content stamp, UI language and
filter text, so a repeated read costs a look-up in the process's memory.
"""
from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from glossary import queries
from rules import hooks, pagecache
from rules.http import printable, read_only, ui_language
from rules.models import Game


@read_only
def index(request: HttpRequest, game: str) -> HttpResponse:
    def make(game_obj: Game) -> tuple[str, dict]:
        language = ui_language()
        return "glossary/index.html", {
            "game_obj": game_obj,
            "glossary": queries.glossary_index(game_obj, language, _filter_text(request)),
            "max_query": queries.MAX_QUERY_CHARS,
        }

    # Only the whole list is cached: a filtered one (181 terms at most) is drawn each time,
    # so no stream of made-up filters can fill the cache or push the real pages out of it.
    return pagecache.cached_page(request, game, "glossary-index", ["q"], make,
                                 store=not _filter_text(request))


def _filter_text(request: HttpRequest) -> str:
    """The filter as typed, without control characters (a NUL would come back in the box)."""
    return printable(request.GET.get("q", ""), queries.MAX_QUERY_CHARS * 4)


@read_only
def term(request: HttpRequest, game: str, slug: str) -> HttpResponse:
    return pagecache.cached_page(request, game, "glossary-term", [],
                                 lambda game_obj: _term_page(request, game_obj, slug))


def _term_page(request: HttpRequest, game_obj: Game, slug: str) -> HttpResponse | tuple:
    language = ui_language()
    found = queries.get_term(game_obj, slug)
    if found is None and slug != slug.lower() and queries.get_term(game_obj, slug.lower()):
        return redirect("glossary:term", game_obj.id, slug.lower(), permanent=True)
    if found is None:
        return render(request, "glossary/term_missing.html", {
            "game_obj": game_obj,
            "slug": printable(slug, 80),
            "nearest": queries.close_terms(game_obj, slug, language),
        }, status=404)
    return "glossary/term.html", {
        "game_obj": game_obj,
        "page": queries.term_page(found, language),
        "term_titles": hooks.term_titles(game_obj, language),
        "panels": hooks.term_panels_for(game_obj, found.slug, language),
    }
