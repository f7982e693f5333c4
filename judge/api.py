"""POST /api/v1/GAME/judge/: a scenario in, the result object (or its problems) out."""
from __future__ import annotations

import io
from typing import NoReturn

from django.conf import settings
from django.http import Http404
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.exceptions import ParseError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from judge import engine, examples, ratelimit, services
from judge.parsers import SCENARIO_PARSERS, ScenarioTextParser, TooLarge
from judge.serializers import DetailSerializer, ErrorListSerializer, ResultSerializer
from rules import citing as rules_citing
from rules import queries


def _schema_examples() -> list[OpenApiExample]:
    """Request and answer examples for every game with a judge, each made by judging the first
    of that game's own examples (judge/examples/GAME/)."""
    out: list[OpenApiExample] = []
    for game_id in engine.games():
        found = examples.examples(game_id)
        text = found[0].text if found else ""
        if text:
            out += _game_examples(game_id, text)
    out.append(OpenApiExample("Invalid input", response_only=True, status_codes=["400"], value={
        "errors": [{"path": "players.B.characters[2].power", "message": "must be an integer"}]}))
    return out


def _game_examples(game_id: str, text: str) -> list[OpenApiExample]:
    # the engine's own numbers are those of the bundled rules version
    judged = {**engine.judge(text), "rules_version": rules_citing.base_version(game_id)}
    return [
        OpenApiExample(f"Scenario ({game_id}) as JSON", value=services.load_scenario(text),
                       request_only=True, media_type="application/json"),
        *(OpenApiExample(f"The same scenario ({game_id}) as YAML", value=text, request_only=True,
                         media_type=media_type)
          for media_type in ("application/yaml", "text/yaml")),
        OpenApiExample(f"Ruling ({game_id})", value=judged, response_only=True,
                       status_codes=["200"]),
    ]


class JudgeAPI(APIView):
    parser_classes = SCENARIO_PARSERS
    throttle_classes = [ratelimit.JudgeRateThrottle]

    def throttled(self, request: Request, wait: float | None) -> NoReturn:
        seconds = int(wait or 1)
        message = _("Too many judge requests: try again in %(seconds)s seconds.")
        raise ratelimit.TooManyRequests(seconds, message % {"seconds": seconds})

    @extend_schema(
        summary="Judge a scenario",
        description=(
            "Replays the described board and actions and explains the ruling with rule numbers."
            " The body is a scenario of the judge format (JSON, or YAML with an "
            "`application/yaml` or `text/yaml` content type). Invalid input answers 400 with "
            "every problem and its path. Bodies over 256 KB answer 413; more than "
            "JUDGE_RATE_LIMIT requests a minute from one client answer 429 with Retry-After."
        ),
        parameters=[
            OpenApiParameter(
                "save", OpenApiTypes.BOOL,
                description="Also store the ruling and add its permanent link as `permalink`."
                            " Idempotent: the same scenario judged to the same result again "
                            "answers the link of the ruling already stored, so a client may "
                            "send a save again whose answer it never got"),
            OpenApiParameter(
                "lang", OpenApiTypes.STR, enum=list(engine.LANGUAGES),
                description="The language of the ruling's texts and of the problems (en, de, "
                            "es, it, fr); without it, the request's Accept-Language decides"),
        ],
        request={"application/json": OpenApiTypes.OBJECT,
                 "application/yaml": OpenApiTypes.STR, "text/yaml": OpenApiTypes.STR},
        responses={
            200: OpenApiResponse(ResultSerializer, description="The ruling (format, 'Result')"),
            400: OpenApiResponse(ErrorListSerializer,
                                 description="The scenario is not valid input: every problem, "
                                             "with its path"),
            404: OpenApiResponse(DetailSerializer, description="No such game"),
            413: OpenApiResponse(DetailSerializer, description="The body is too large"),
            429: OpenApiResponse(DetailSerializer, description="Too many requests"),
        },
        examples=_schema_examples(),
    )
    def post(self, request: Request, game: str) -> Response:
        game_obj = queries.get_game(game)
        if not services.supports(game_obj.id):
            raise Http404(_("There is no judge for %(game)s yet.") % {"game": game_obj.short_name})
        if _declared_length(request) > settings.JUDGE_MAX_BODY_BYTES:
            raise TooLarge()
        try:
            text = _scenario_text(request)
        except ParseError as error:
            # the judge's errors always have the shape of the format: a list with paths
            return Response({"errors": [{"path": services.ROOT, "message": str(error.detail)}]},
                            status=400)
        if _wants_save(request) and not request.content_type:
            # Another site's page can send a body without a content type and without asking
            # first (no CORS preflight), but never a JSON or YAML one: saving needs one.
            return Response({"detail": _(
                "Saving a ruling needs a Content-Type: application/json or application/yaml.")},
                status=415)
        # rulesite.language chose it: ?lang=, else the reader's choice or Accept-Language
        judgement = services.judge_text(game_obj.id, text, get_language() or "en")
        if not judgement.ok:
            return Response(judgement.error_json(), status=400)
        answer = dict(judgement.result or {})
        if _wants_save(request):
            ruling = services.save_ruling(game_obj, judgement)
            answer["permalink"] = request.build_absolute_uri(ruling.get_absolute_url())
        return Response(answer)


def _scenario_text(request: Request) -> str:
    if not request.content_type:
        # no Content-Type at all: the body is still a scenario, JSON or YAML alike
        return ScenarioTextParser().parse(io.BytesIO(request.body))
    return request.data if isinstance(request.data, str) else ""


def _declared_length(request: Request) -> int:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


def _wants_save(request: Request) -> bool:
    return request.query_params.get("save", "").lower() in ("1", "true", "yes", "on")

