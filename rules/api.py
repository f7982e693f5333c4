"""The rules endpoints of the JSON API (/api/v1/GAME/rules/, .../versions/), in the shapes of
shared/spec/interfaces.md."""
from __future__ import annotations

from django.http import Http404
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from rules import numbers, queries
from rules.history import history_of
from rules.models import RulesVersion
from rules.serializers import (
    HistoryEntrySerializer,
    RuleListItemSerializer,
    RuleSerializer,
    RulesErrorSerializer,
    VersionLinks,
    VersionSerializer,
    rule_json,
    version_json,
)

GAME_PARAM = OpenApiParameter("game", OpenApiTypes.STR, OpenApiParameter.PATH,
                              description="The game id, e.g. optcg")
NUMBER_PARAM = OpenApiParameter(
    "number", OpenApiTypes.STR, OpenApiParameter.PATH,
    description="A rule number: 7-1-4-1 (7.1.4.1, CR 7-1-4-1 and 7-1-4-1. work too)")
VERSION_PARAM = OpenApiParameter(
    "version", OpenApiTypes.STR, description="Read an older imported rules version, e.g. 1.2.0")


def _version_query(request: Request, version: RulesVersion) -> str:
    """'?version=V' on the rule URLs of an answer that was asked for a version."""
    if request.query_params.get("version"):
        return "?" + urlencode({"version": version.version})
    return ""


class RuleListAPI(APIView):
    @extend_schema(summary="Every rule of a version, in rules order",
                   parameters=[GAME_PARAM, VERSION_PARAM],
                   responses={200: RuleListItemSerializer(many=True), 404: RulesErrorSerializer})
    def get(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        version = queries.resolve_version(game_obj, request.query_params.get("version"))
        links = VersionLinks(version)
        query = _version_query(request, version)
        rules = queries.all_rules(version).select_related("version")
        return Response([rule_json(r, links, with_html=False, query=query) for r in rules])


class RuleDetailAPI(APIView):
    @extend_schema(summary="One rule, with its links",
                   parameters=[GAME_PARAM, NUMBER_PARAM, VERSION_PARAM],
                   responses={200: RuleSerializer, 404: RulesErrorSerializer})
    def get(self, request: Request, game: str, number: str) -> Response:
        game_obj = queries.get_game(game)
        version = queries.resolve_version(game_obj, request.query_params.get("version"))
        canonical = numbers.normalize(number)
        rule = queries.get_rule(version, canonical) if canonical else None
        if rule is None:
            raise Http404(_missing(game_obj.short_name, version, number, canonical))
        return Response(rule_json(rule, VersionLinks(version, only=rule), with_html=True,
                                  query=_version_query(request, version)))


def _missing(game_name: str, version: RulesVersion, number: str, canonical: str | None) -> str:
    if canonical is None:
        return _("'%(number)s' is not a rule number; rule numbers look like 7-1-4-1 (7.1.4.1 "
                 "and CR 7-1-4-1 work too).") % {"number": number[:40]}
    near = [r.number for r in queries.nearest_rules(version, canonical)]
    message = _("%(game)s %(version)s has no rule %(number)s.") % {
        "game": game_name, "version": version.version, "number": canonical}
    if near:
        message += " " + _("The nearest rules that exist: %(numbers)s.") % {
            "numbers": ", ".join(near)}
    return message


class RuleHistoryAPI(APIView):
    @extend_schema(summary="One rule through every imported version, oldest first",
                   description="`change` says what happened to it against the version before "
                               "(added, changed, renumbered, unchanged or removed); a renumbered "
                               "rule is followed to its new number (`previous_number`).",
                   parameters=[GAME_PARAM, NUMBER_PARAM, VERSION_PARAM],
                   responses={200: HistoryEntrySerializer(many=True), 404: RulesErrorSerializer})
    def get(self, request: Request, game: str, number: str) -> Response:
        game_obj = queries.get_game(game)
        version = queries.resolve_version(game_obj, request.query_params.get("version"))
        canonical = numbers.normalize(number)
        entries = history_of(game_obj, canonical, version) if canonical else []
        if not entries:
            raise Http404(_missing(game_obj.short_name, version, number, canonical))
        return Response([entry.to_json() for entry in entries])


class VersionListAPI(APIView):
    @extend_schema(summary="The imported rules versions, newest first", parameters=[GAME_PARAM],
                   responses={200: VersionSerializer(many=True), 404: RulesErrorSerializer})
    def get(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        current = queries.current_version(game_obj)
        versions = queries.versions_with_counts(game_obj)
        return Response([version_json(v, current) for v in versions])
