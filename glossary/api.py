"""Glossary endpoints (interim: the full shapes come with the glossary feature)."""
from __future__ import annotations

from django.http import Http404
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from glossary.models import Term
from rules import queries


def term_json(term: Term) -> dict:
    return {"slug": term.slug, "term": term.term, "definition": term.definition,
            "url": term.get_absolute_url()}


class TermListAPI(APIView):
    def get(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        return Response([term_json(t) for t in Term.objects.filter(game=game_obj)])


class TermDetailAPI(APIView):
    def get(self, request: Request, game: str, slug: str) -> Response:
        game_obj = queries.get_game(game)
        term = Term.objects.filter(game=game_obj, slug=slug).first()
        if term is None:
            raise Http404(f"The glossary of {game_obj.short_name} has no term '{slug}'.")
        return Response(term_json(term))
