"""Pages that span the apps: home, search, and the error pages."""
from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from rules import queries
from rules.models import Game
from rulesite import search as site_search

MAX_QUERY = site_search.MAX_QUERY_CHARS


def home(request: HttpRequest) -> HttpResponse:
    games = list(Game.objects.all())
    versions = {game.id: queries.current_version(game) for game in games}
    return render(request, "rulesite/home.html", {
        "game_versions": [(game, versions[game.id]) for game in games],
        "focus_search": True,
    })


def game_home(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    return render(request, "rulesite/game_home.html", {
        "game_obj": game_obj,
        "version": queries.current_version(game_obj),
        "focus_search": True,
    })


def search(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    query = request.GET.get("q", "")[:MAX_QUERY]
    results = site_search.search(game_obj.id, query) if query.strip() else None
    if results and results.exact_url and request.GET.get("exact") != "0":
        return redirect(results.exact_url)
    partial = bool(request.GET.get("partial"))
    template = "rulesite/_search_results.html" if partial else "rulesite/search.html"
    return render(request, template, {"game_obj": game_obj, "query": query, "results": results})


class SearchAPI(APIView):
    @extend_schema(
        summary="Search rules and glossary terms",
        parameters=[OpenApiParameter("q", OpenApiTypes.STR, description="What to look for")],
        responses=inline_serializer("SearchAnswer", {
            "query": serializers.CharField(),
            "results": serializers.ListField(child=serializers.DictField()),
        }),
    )
    def get(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        query = request.query_params.get("q", "")[:MAX_QUERY]
        results = site_search.search(game_obj.id, query) if query.strip() else None
        return Response({
            "query": query,
            "results": [hit.as_json() for hit in results.hits] if results else [],
            **({"suggestion": results.suggestion} if results and results.suggestion else {}),
        })


def _wants_json(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    message = _("The request could not be understood.")
    if _wants_json(request):
        return JsonResponse({"detail": message}, status=400)
    return render(request, "400.html", {"message": message}, status=400)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    message = str(exception.args[0]) if exception and exception.args and isinstance(
        exception.args[0], str) else _("There is no page at this address.")
    if _wants_json(request):
        return JsonResponse({"detail": message}, status=404)
    context = {"message": message, **getattr(exception, "context", {})}
    return render(request, "404.html", context, status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    if _wants_json(request):
        return JsonResponse({"detail": "Something went wrong on our side."}, status=500)
    return render(request, "500.html", status=500)
