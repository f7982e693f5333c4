"""The rules endpoints of the JSON API (/api/v1/GAME/rules/, .../versions/)."""
from __future__ import annotations

from django.http import Http404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from rules import numbers, queries
from rules.serializers import (
    RuleSerializer,
    VersionLinks,
    VersionSerializer,
    rule_json,
    version_json,
)

VERSION_PARAM = OpenApiParameter(
    "version", OpenApiTypes.STR, description="Read an older imported rules version"
)


def _version_query(request: Request) -> str:
    requested = request.query_params.get("version")
    return f"?version={requested}" if requested else ""


class RuleListAPI(APIView):
    @extend_schema(summary="Every rule of a version, in rules order",
                   parameters=[VERSION_PARAM], responses=RuleSerializer(many=True))
    def get(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        version = queries.resolve_version(game_obj, request.query_params.get("version"))
        links = VersionLinks(version)
        suffix = _version_query(request)
        rules = queries.all_rules(version).select_related("version")
        return Response([rule_json(r, links, with_html=False, query=suffix) for r in rules])


class RuleDetailAPI(APIView):
    @extend_schema(summary="One rule, with its links", parameters=[VERSION_PARAM],
                   responses=RuleSerializer)
    def get(self, request: Request, game: str, number: str) -> Response:
        game_obj = queries.get_game(game)
        version = queries.resolve_version(game_obj, request.query_params.get("version"))
        canonical = numbers.normalize(number)
        rule = queries.get_rule(version, canonical) if canonical else None
        if rule is None:
            nearby = queries.nearest_rules(version, canonical) if canonical else []
            near = [r.number for r in nearby]
            hint = f" Nearby rules: {', '.join(near)}." if near else ""
            raise Http404(f"{game_obj.short_name} {version.version} has no rule "
                          f"'{number[:40]}'.{hint}")
        return Response(rule_json(rule, VersionLinks(version), with_html=True,
                                  query=_version_query(request)))


class VersionListAPI(APIView):
    @extend_schema(summary="The imported rules versions", responses=VersionSerializer(many=True))
    def get(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        current = queries.current_version(game_obj)
        versions = game_obj.versions.order_by("-sort_key")
        return Response([version_json(v, current) for v in versions])
