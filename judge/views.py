"""Judge pages (interim: the editor and the ruling page come with the judge feature)."""
from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from judge.models import Ruling
from rules import queries


def index(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    return render(request, "judge/index.html", {"game_obj": game_obj})


def ruling(request: HttpRequest, game: str, key: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    found = Ruling.objects.filter(game=game_obj, key=key).first()
    if found is None:
        raise Http404("There is no saved ruling at this address.")
    return render(request, "judge/ruling.html", {"game_obj": game_obj, "ruling": found})
