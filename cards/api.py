"""The card endpoints of the JSON API (/api/v1/GAME/cards/ and .../cards/NUMBER/)."""
from __future__ import annotations

from django.http import Http404
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cards import catalog, queries
from cards.forms import CardSearchForm
from cards.ygo import catalog as ygo_catalog
from cards.ygo import queries as ygo_queries
from cards.ygo.forms import YgoCardSearchForm
from rules import queries as rule_queries

FILTERS = [
    OpenApiParameter("q", OpenApiTypes.STR, description="a card number, or words of its name "
                                                        "in any imported language"),
    OpenApiParameter("text", OpenApiTypes.STR, description="words of the card's text"),
    OpenApiParameter("category", OpenApiTypes.STR, description="leader, character, event, stage"),
    OpenApiParameter("color", OpenApiTypes.STR, description="red, green, blue, purple, black, "
                                                            "yellow"),
    OpenApiParameter("cost", OpenApiTypes.INT, description="cost (a Leader's Life)"),
    OpenApiParameter("power", OpenApiTypes.INT), OpenApiParameter("counter", OpenApiTypes.INT),
    OpenApiParameter("trait", OpenApiTypes.STR, description="a type such as Straw Hat Crew"),
    OpenApiParameter("keyword", OpenApiTypes.STR, description="a printed keyword: Blocker, Rush, "
                                                              "Rush: Character, Double Attack, "
                                                              "Banish, Unblockable"),
    # Yu-Gi-Oh! (ygo): q is a password or a name in en, de, es, fr or it, typos forgiven
    OpenApiParameter("kind", OpenApiTypes.STR, description="ygo: monster, spell, trap"),
    OpenApiParameter("property", OpenApiTypes.STR, description="ygo: Normal, Quick-Play, "
                                                               "Continuous, Equip, Field, "
                                                               "Ritual, Counter"),
    OpenApiParameter("attribute", OpenApiTypes.STR, description="ygo: DARK, LIGHT, EARTH..."),
    OpenApiParameter("type", OpenApiTypes.STR, description="ygo: a monster type (Dragon, "
                                                           "Tuner, Xyz...)"),
    OpenApiParameter("level", OpenApiTypes.INT, description="ygo: Level, Rank or Link rating"),
    OpenApiParameter("atk", OpenApiTypes.INT), OpenApiParameter("defense", OpenApiTypes.INT),
    OpenApiParameter("archetype", OpenApiTypes.STR, description="ygo: an archetype"),
    OpenApiParameter("limit", OpenApiTypes.STR, description="ygo: Forbidden, Limited, "
                                                            "Semi-Limited, Unlimited"),
    OpenApiParameter("region", OpenApiTypes.STR, description="ygo: tcg or ocg (default "
                                                             "either) for limit"),
]
MAX_RESULTS = 50


class CardListAPI(APIView):
    @extend_schema(operation_id="cards_list", summary="Search the imported cards",
                   parameters=FILTERS, responses={200: OpenApiTypes.OBJECT})
    def get(self, request: Request, game: str) -> Response:
        game_obj = rule_queries.get_game(game)
        if game_obj.id == ygo_catalog.GAME:
            ygo_form = YgoCardSearchForm(request.query_params or None)
            form: CardSearchForm | YgoCardSearchForm = ygo_form
            ygo_filters = ygo_form.filters() if ygo_form.is_bound else ygo_catalog.Filters()
            ygo_found, total = ygo_catalog.search(ygo_filters, MAX_RESULTS)
            answer = {"results": [ygo_queries.entry_json(e) for e in ygo_found], "count": total}
        else:
            form = CardSearchForm(request.query_params or None)
            filters = form.filters() if form.is_bound else catalog.Filters()
            found, total = catalog.search(game_obj.id, filters, MAX_RESULTS)
            answer = {"results": [queries.entry_json(game_obj, e) for e in found],
                      "count": total}
        if form.is_bound and form.errors:
            answer["ignored"] = {key: [str(m) for m in messages]
                                 for key, messages in form.errors.items()}
        return Response(answer)


class CardDetailAPI(APIView):
    @extend_schema(operation_id="cards_retrieve", summary="One card: facts, keywords, the "
                   "judge's encoding and how much of it is automated",
                   responses={200: OpenApiTypes.OBJECT})
    def get(self, request: Request, game: str, number: str) -> Response:
        game_obj = rule_queries.get_game(game)
        ygo = game_obj.id == ygo_catalog.GAME
        card = ygo_queries.get_card(number) if ygo else queries.get_card(game_obj, number)
        if card is None:
            raise Http404(_("There is no card %(number)s. The imported cards are listed at "
                            "/api/v1/%(id)s/cards/.") % {"number": number[:20], "id": game_obj.id})
        return Response(ygo_queries.card_json(card) if ygo else queries.card_json(card))
