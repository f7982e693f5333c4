"""The API's error shape: JSON with a 4xx status and a message a person can act on."""
from __future__ import annotations

from django.http import Http404
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_handler


def exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, Http404):
        message = exc.args[0] if exc.args and isinstance(exc.args[0], str) else "Not found."
        return Response({"detail": message}, status=404)
    if isinstance(exc, exceptions.ParseError):
        return Response({"detail": f"The request body could not be read: {exc.detail}"},
                        status=400)
    return drf_handler(exc, context)
