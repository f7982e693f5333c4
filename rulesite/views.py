"""Pages that span the apps: home, search, and the error pages."""
from __future__ import annotations

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cards import sitesearch
from cards.folding import fold
from cards.models import Card
from rules import queries
from rules.http import read_only
from rules.models import Game
from rulesite import search as site_search
from rulings.models import Entry as QAEntry

FIRST_HITS = 3  # the hits a card's name must not push down when they bear that name


@read_only
def home(request: HttpRequest) -> HttpResponse:
    games = list(Game.objects.all())
    versions = {game.id: queries.current_version(game) for game in games}
    return render(request, "rulesite/home.html", {
        "game_versions": [(game, versions[game.id]) for game in games],
        "focus_search": True,
    })


@read_only
def game_home(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    return render(request, "rulesite/game_home.html", {
        "game_obj": game_obj,
        "version": queries.current_version(game_obj),
        "qa_entries": QAEntry.objects.filter(game=game_obj).count(),
        "card_count": Card.objects.filter(game=game_obj).count(),
        "focus_search": True,
    })


@read_only
def search(request: HttpRequest, game: str) -> HttpResponse:
    """Search results; a query that is exactly a rule number goes straight to the rule.
    `exact=0` keeps the results page (the live search asks for it), `partial=1` returns the
    results alone, for the live search to put in place."""
    game_obj = queries.get_game(game)
    query = request.GET.get("q", "")
    card_url = sitesearch.exact_card_url(game_obj.id, query[:40])
    if card_url and request.GET.get("exact") != "0":
        return redirect(card_url)  # exactly a card number: that card
    results = _search(game_obj.id, query)
    if results and results.exact_url and request.GET.get("exact") != "0":
        return redirect(results.exact_url)
    partial = bool(request.GET.get("partial"))
    template = "rulesite/_search_results.html" if partial else "rulesite/search.html"
    cards = sitesearch.card_hits(game_obj.id, results.query, get_language() or "en") \
        if results else []
    return render(request, template, {
        "game_obj": game_obj,
        "query": results.query if results else "",
        "results": results,
        "cards": cards,
        "cards_first": bool(cards) and results is not None
        and _cards_first(game_obj.id, results),
    })


def _cards_first(game_id: str, results: site_search.Results) -> bool:
    """The query names a card, and no rule or term among the first hits bears that very
    name: "turn" is a Yu-Gi-Oh! term and a card's name, and the term stays first."""
    if not sitesearch.names_a_card(game_id, results.query):
        return False
    wanted = fold(results.query)
    return not any(hit.kind in ("rule", "term") and wanted in (
        fold(hit.title), fold(hit.id.replace("-", " "))) for hit in results.hits[:FIRST_HITS])


def _search(game_id: str, query: str) -> site_search.Results | None:
    """None when there is nothing to look for (an empty box)."""
    results = site_search.search(game_id, query, language=get_language())
    return results if results.query else None


_SEARCH_HIT_FIELDS: dict[str, serializers.Field] = {
    # A plain string, not a choice: a named enum ("KindEnum") would collide with other APIs.
    "kind": serializers.CharField(
        help_text='"rule", "term", "card" or "ruling" (an official Q&A entry).'),
    "id": serializers.CharField(help_text="The rule number (7-1-4-1), the term's slug, the "
                                          "card number or the Q&A entry's id (qa_op05-12)."),
    "title": serializers.CharField(),
    "snippet": serializers.CharField(
        help_text="HTML: the text around the match, matching words in <mark>, the rest "
                  "escaped."),
    "url": serializers.CharField(help_text="The page of the rule or term."),
    "breadcrumb": serializers.ListField(child=serializers.CharField()),
}


class SearchAPI(APIView):
    @extend_schema(
        summary="Search rules and glossary terms",
        description="Rules of the current version and glossary terms in every language, best "
                    "first. A query that is a rule number (7-1-4-1, 7.1.4.1, CR 7-1-4-1) "
                    "returns that rule first, then its sub-rules.",
        parameters=[
            OpenApiParameter("game", OpenApiTypes.STR, OpenApiParameter.PATH,
                             description="The game id, e.g. optcg"),
            OpenApiParameter("q", OpenApiTypes.STR, required=False,
                             description="What to look for, in any language"),
        ],
        responses=inline_serializer("SearchAnswer", {
            "query": serializers.CharField(help_text="The query as searched."),
            "results": inline_serializer("SearchHit", _SEARCH_HIT_FIELDS, many=True),
            "suggestion": serializers.CharField(
                required=False, help_text="Did you mean: a corrected query."),
            "notice": serializers.CharField(
                required=False, help_text="Why there are no results, when search itself "
                                          "is unavailable for a moment."),
        }),
    )
    def get(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        results = _search(game_obj.id, request.query_params.get("q", ""))
        if results is None:  # an empty box: nothing looked for
            return Response({"query": "", "results": []})
        cards = sitesearch.card_hits(game_obj.id, results.query,
                                     get_language() or "en") if results else []
        if cards and cards[0]["id"] == sitesearch.normalize_number(game_obj.id, results.query):
            # exactly a card number: the card first (the page redirects to it)
            hits = [cards[0], *(hit.as_json() for hit in results.hits), *cards[1:]]
        elif cards and _cards_first(game_obj.id, results):
            hits = [*cards, *(hit.as_json() for hit in results.hits)]  # a card's name
        else:
            hits = [*(hit.as_json() for hit in results.hits), *cards] if results else []
        answer: dict = {"query": results.query if results else "", "results": hits}
        if results and results.suggestion:
            answer["suggestion"] = results.suggestion
        if results and results.unavailable:
            answer["notice"] = _("Search is being rebuilt. Please try again in a minute.")
        return Response(answer)


def trivial(request: HttpRequest) -> HttpResponse:
    """What the framework costs alone (rulesite/urls.py: only while the load script runs)."""
    return HttpResponse(b"ok", content_type="text/plain")


def _wants_json(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    message = _("The request could not be understood.")
    if isinstance(exception, RequestDataTooBig):
        message = _("The request is too large: at most %(limit)s KB.") % {
            "limit": settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 1024}
    elif isinstance(exception, TooManyFieldsSent):
        message = _("The request has too many fields.")
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
        return JsonResponse({"detail": _("Something went wrong on our side.")}, status=500)
    return render(request, "500.html", status=500)
