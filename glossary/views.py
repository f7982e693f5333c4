"""Glossary pages (interim: the full pages come with the glossary feature)."""
from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from glossary.models import Term
from rules import queries


def index(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    terms = Term.objects.filter(game=game_obj).select_related("category")
    return render(request, "glossary/index.html", {"game_obj": game_obj, "terms": terms})


def term(request: HttpRequest, game: str, slug: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    found = Term.objects.filter(game=game_obj, slug=slug).first()
    if found is None:
        raise Http404(f"The glossary of {game_obj.short_name} has no term '{slug}'.")
    return render(request, "glossary/term.html", {"game_obj": game_obj, "term": found})
