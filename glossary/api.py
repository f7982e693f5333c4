"""The glossary endpoints of the JSON API (/api/v1/GAME/glossary/ and .../glossary/SLUG/)."""
from __future__ import annotations

from collections.abc import Iterable

from django.conf import settings
from django.http import Http404
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from glossary import queries
from glossary.models import Term
from glossary.serializers import GlossaryErrorSerializer, TermSerializer, term_json
from rules import queries as rule_queries

QUERY_PARAM = OpenApiParameter(
    "q", OpenApiTypes.STR, required=False,
    description="Only the terms whose name, alias or definition contains these words, in any "
                "language (accents and case do not matter)")


class TermListAPI(APIView):
    @extend_schema(operation_id="glossary_list", summary="Every glossary term of a game",
                   parameters=[QUERY_PARAM],
                   responses={200: TermSerializer(many=True), 404: GlossaryErrorSerializer})
    def get(self, request: Request, game: str) -> Response:
        game_obj = rule_queries.get_game(game)
        terms: Iterable[Term] = queries.terms_of(game_obj)
        query = queries.fold(request.query_params.get("q", "")[:queries.MAX_QUERY_CHARS])
        if query:
            every = dict(settings.LANGUAGES)
            terms = [t for t in terms if queries.matches(queries.haystack(t, every), query)]
        return Response([term_json(term) for term in terms])


class TermDetailAPI(APIView):
    @extend_schema(operation_id="glossary_retrieve", summary="One glossary term",
                   responses={200: TermSerializer, 404: GlossaryErrorSerializer})
    def get(self, request: Request, game: str, slug: str) -> Response:
        game_obj = rule_queries.get_game(game)
        term = queries.get_term(game_obj, slug)
        if term is None:
            raise Http404(_("The %(game)s glossary has no term '%(slug)s'. The list is at "
                            "/api/v1/%(id)s/glossary/.") % {
                "game": game_obj.short_name, "slug": slug[:80], "id": game_obj.id})
        return Response(term_json(term))
