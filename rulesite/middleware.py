"""Security headers on every answer, and a 503 instead of a traceback when the database is gone."""
from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import DatabaseError, InterfaceError, OperationalError, connections
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template.loader import render_to_string
from django.utils.translation import gettext as _

logger = logging.getLogger(__name__)

# No inline scripts or styles anywhere: every script is a file of ours under /static/.
CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    # WebAssembly compiled from our own scripts: the judge page runs the engine in Pyodide
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])


class SecurityHeadersMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not request.path.startswith("/api/v1/schema"):
            response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        response.headers.setdefault(
            "Permissions-Policy", "camera=(), microphone=(), geolocation=()"
        )
        response.headers.setdefault("Cross-Origin-Opener-Policy", "same-origin")
        return response


class DatabaseUnavailableMiddleware:
    """A database that went away answers 503 (retry later), never a 500 with a traceback."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            return self.get_response(request)
        except (OperationalError, InterfaceError) as error:
            return self.unavailable(request, error)
        except DatabaseError as error:
            if type(error) is not DatabaseError:
                raise
            return self.unavailable(request, error)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        # A plain DatabaseError (not one of its subclasses, which name a bug such as a broken
        # constraint) is what a database file that is no database raises: unusable, not a bug.
        if isinstance(exception, (OperationalError, InterfaceError)) or (
            type(exception) is DatabaseError
            or (isinstance(exception, DatabaseError) and "connect" in str(exception).lower())
        ):
            return self.unavailable(request, exception)
        return None

    @staticmethod
    def unavailable(request: HttpRequest, error: Exception) -> HttpResponse:
        logger.error("database unavailable: %s", error)
        # Never keep a connection that failed: the next request connects afresh, so the site
        # is back the moment the database is (a kept SQLite connection may even hold an empty
        # file made while the real one was away).
        connections.close_all()
        message = _("The rules database is not reachable right now. Please try again in a "
                    "minute.")
        if request.path.startswith("/api/"):
            response: HttpResponse = JsonResponse({"detail": message}, status=503)
        else:
            html = render_to_string("503.html", {"message": message})
            response = HttpResponse(html, status=503)
        response["Retry-After"] = "30"
        return response
