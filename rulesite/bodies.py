"""Request bodies as the protocol allows them, within one size cap, for both entry points.

HTTP/1.1 lets a client send its body in chunks (`Transfer-Encoding: chunked`) without a
Content-Length. Django reads a body only as far as Content-Length says, so such a body used to
reach the views empty (the judge answered "is empty" to a valid scenario). These wrappers read
the chunked body first, up to settings.DATA_UPLOAD_MAX_MEMORY_SIZE (the site has no file
uploads: nothing it serves needs more), and hand it on with its length. A body over the cap
answers 413 before Django sees it, so no request makes a worker keep more than the cap;
a WSGI server that cannot mark where a chunked body ends answers 411.
"""
from __future__ import annotations

import io
import json
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any

from django.conf import settings

# as Django's ASGIHandler takes them: the scope a dict, messages read-only mappings
Scope = dict[str, Any]
Message = Mapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]
WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def limit() -> int:
    return int(settings.DATA_UPLOAD_MAX_MEMORY_SIZE)


def refusal(status: int, path: str) -> tuple[str, list[tuple[str, str]], bytes]:
    """(status line, headers, body) of a 411 or 413, JSON on the API like its other errors."""
    if status == 413:
        line = "413 Content Too Large"
        text = f"The request body is too large: at most {limit() // 1024} KB."
    else:
        line = "411 Length Required"
        text = ("This server cannot read a chunked request body: send the body with a "
                "Content-Length header.")
    if path.startswith("/api/"):
        body, kind = json.dumps({"detail": text}).encode(), "application/json"
    else:
        body, kind = text.encode(), "text/plain; charset=utf-8"
    return line, [("Content-Type", kind), ("Content-Length", str(len(body)))], body


def _declared(value: str | None) -> int | None:
    try:
        return int(value) if value else None
    except ValueError:
        return None  # the server refuses such a head before any application runs


class ASGIBodies:
    """Reads each HTTP request's body whole (at most the cap) before the application runs,
    and gives a chunked one its Content-Length."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        declared = _declared(headers.get(b"content-length", b"").decode("latin-1"))
        if declared is not None and declared > limit():
            await self._refuse(413, scope, send)
            return
        messages: list[Message] = []
        size = 0
        while True:
            message = await receive()
            messages.append(message)
            if message["type"] != "http.request":
                break  # the client went away: the application hears it as usual
            size += len(message.get("body", b""))
            if size > limit():
                await self._refuse(413, scope, send)
                return
            if not message.get("more_body", False):
                break
        if declared is None and size:
            scope = {**scope, "headers": [*scope["headers"],
                                          (b"content-length", str(size).encode())]}
        await self.app(scope, self._replay(messages, receive), send)

    @staticmethod
    def _replay(messages: list[Message], receive: Receive) -> Receive:
        async def replayed() -> Message:
            return messages.pop(0) if messages else await receive()
        return replayed

    @staticmethod
    async def _refuse(status: int, scope: Scope, send: Send) -> None:
        _line, headers, body = refusal(status, scope.get("path", ""))
        await send({"type": "http.response.start", "status": status,
                    "headers": [(name.lower().encode(), value.encode())
                                for name, value in headers]})
        await send({"type": "http.response.body", "body": body})


class WSGIBodies:
    """Reads a chunked body (at most the cap) and passes it on with its Content-Length."""

    def __init__(self, app: WSGIApp) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any],
                 start_response: Callable[..., Any]) -> Iterable[bytes]:
        chunked = "chunked" in str(environ.get("HTTP_TRANSFER_ENCODING", "")).lower()
        declared = _declared(environ.get("CONTENT_LENGTH"))
        if declared is not None and declared > limit():
            return self._refuse(413, environ, start_response)
        if chunked and declared is None:
            if not environ.get("wsgi.input_terminated"):
                # the server cannot say where the body ends: reading on would wait forever
                return self._refuse(411, environ, start_response)
            body = environ["wsgi.input"].read(limit() + 1)
            if len(body) > limit():
                return self._refuse(413, environ, start_response)
            environ = {**environ, "wsgi.input": io.BytesIO(body),
                       "CONTENT_LENGTH": str(len(body))}
        return self.app(environ, start_response)

    @staticmethod
    def _refuse(status: int, environ: dict[str, Any],
                start_response: Callable[..., Any]) -> Iterable[bytes]:
        line, headers, body = refusal(status, str(environ.get("PATH_INFO", "")))
        start_response(line, headers)
        return [body]
