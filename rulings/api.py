"""The official Q&A as JSON (cards-and-rulings.md, "Pages and API")."""
from __future__ import annotations

from django.http import Http404
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from rules import queries as rule_queries
from rulings import queries
from rulings.models import Entry
from rulings.views import PROBLEMS

MAX_RESULTS = 50


class EntrySerializer(serializers.Serializer):
    id = serializers.CharField()
    # a declared field: the serializer's metaclass takes it off the class, so it does not
    # replace Field.source (the stubs see a class attribute)
    source = serializers.DictField()  # type: ignore[assignment]
    card = serializers.CharField(allow_blank=True)
    card_name = serializers.CharField(allow_blank=True)
    topic = serializers.CharField(allow_blank=True)
    question = serializers.CharField()
    answer = serializers.CharField()
    cards = serializers.ListField(child=serializers.CharField())
    rules = serializers.ListField(child=serializers.CharField())
    terms = serializers.ListField(child=serializers.CharField())
    url = serializers.CharField()


def entry_json(entry: Entry) -> dict:
    document = entry.document
    return {
        "id": entry.key,
        "source": {"document": document.stem, "title": document.title,
                   "date": document.published.isoformat() if document.published else None,
                   "position": entry.position, "page": entry.page or None,
                   "url": queries.official_page(document),
                   "copyright": queries.COPYRIGHT.get(entry.game_id, "")},
        "card": entry.card, "card_name": entry.card_name, "topic": entry.topic,
        "question": entry.question, "answer": entry.answer,
        "cards": queries.linked(entry, "card"),
        "rules": queries.rule_numbers(entry),
        "terms": queries.linked(entry, "term"),
        "url": entry.get_absolute_url(),
    }


class EntryListAPI(APIView):
    @extend_schema(
        parameters=[OpenApiParameter(name, str, required=False, description=text)
                    for name, text in (("q", "words the entry holds"),
                                       ("card", "a card number: its entries and those naming it"),
                                       ("rule", "a rule number"),
                                       ("document", "a document's file stem, e.g. qa_op05"))],
        responses={200: EntrySerializer(many=True)}, summary="Official Q&A entries")
    def get(self, request: Request, game: str) -> Response:
        game_obj = rule_queries.get_game(game)
        filters, problems = queries.read_filters(request.query_params)
        if problems:
            return Response({"errors": [PROBLEMS[name]() for name in problems]}, status=400)
        found = queries.search(game_obj, filters).prefetch_related("links")
        total = found.count()
        return Response({"count": total,
                         "results": [entry_json(e) for e in found[:MAX_RESULTS]]})


class EntryAPI(APIView):
    @extend_schema(responses={200: EntrySerializer}, summary="One official Q&A entry")
    def get(self, request: Request, game: str, key: str) -> Response:
        found = queries.get_entry(rule_queries.get_game(game), key)
        if found is None:
            raise Http404(_("There is no official Q&A entry “%(key)s”.") % {"key": key[:100]})
        return Response(entry_json(found))
