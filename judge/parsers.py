"""Request parsers for the judge API that hand the raw scenario text to the engine.

The engine reads JSON and YAML itself (safely, with its own limits and error paths), so these
parsers only bound the size and decode the bytes; they never build objects from YAML.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import IO, Any

from django.conf import settings
from django.utils.translation import gettext as _
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError
from rest_framework.parsers import BaseParser


class TooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "too_large"

    def __init__(self) -> None:
        limit = settings.JUDGE_MAX_BODY_BYTES // 1024
        super().__init__(_("The scenario is too large: at most %(limit)s KB.") % {"limit": limit})


def read_limited(stream: IO[bytes] | None) -> bytes:
    limit = settings.JUDGE_MAX_BODY_BYTES
    body = stream.read(limit + 1) if stream is not None else b""
    if len(body) > limit:
        raise TooLarge()
    return body


class ScenarioTextParser(BaseParser):
    """The body as text (UTF-8), for the engine to read."""

    media_type = "application/json"

    # request.data is the text itself, not the Mapping the stubs expect of a parser
    def parse(self, stream: IO[bytes] | None, media_type: str | None = None,  # type: ignore[override]
              parser_context: Mapping[str, Any] | None = None) -> str:
        body = read_limited(stream)
        try:
            return body.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise ParseError(_("the body is not UTF-8 text (%(reason)s at byte %(byte)s)") % {
                "reason": error.reason, "byte": error.start}) from None


class JSONScenarioParser(ScenarioTextParser):
    media_type = "application/json"


class YAMLScenarioParser(ScenarioTextParser):
    media_type = "application/yaml"


class TextYAMLScenarioParser(ScenarioTextParser):
    media_type = "text/yaml"


class LegacyYAMLScenarioParser(ScenarioTextParser):
    media_type = "application/x-yaml"


SCENARIO_PARSERS = [JSONScenarioParser, YAMLScenarioParser, TextYAMLScenarioParser,
                    LegacyYAMLScenarioParser]
