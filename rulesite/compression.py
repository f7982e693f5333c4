"""Pages, JSON, the Atom feed and the offline files go out compressed: brotli to a client that
accepts it (every current browser over HTTPS), gzip to the others (Django's GZipMiddleware).

Why compressing pages that hold a CSRF token is safe here (BREACH): an attacker who can make a
victim's browser send many requests and can watch the length of each encrypted answer learns a
secret in the page byte by byte, when the page also reflects text the attacker chose. The only
secret our pages hold is the CSRF token, and Django masks it with a fresh random value in every
response (`get_token` returns the secret XOR a new mask), so no two answers carry the same
token bytes and their lengths tell nothing about the secret. Django's gzip adds up to 100
random bytes to each answer as well. The rule, glossary and term pages that a shared cache may
keep carry no token at all (their language form needs none: rulesite/language.py).

A page kept in the page cache brings its compressed copies along (rules/compressed.py), made once
when the page was cached instead of on every request. Static files are WhiteNoise's, with the
copies `collectstatic` made, and never pass through here.
"""
from __future__ import annotations

import re

import brotli
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.gzip import GZipMiddleware
from django.utils.cache import patch_vary_headers

from rules.compressed import PRECOMPRESSED

# Brotli's level for answers made on each request: close to gzip's speed, smaller output (a
# cached page brings copies made once at a higher level: rules/compressed.py).
QUALITY = 5
MIN_BYTES = 200  # shorter answers are not worth it (Django's GZipMiddleware says the same)
ACCEPTS_BROTLI = re.compile(r"\bbr\b")
ACCEPTS_GZIP = re.compile(r"\bgzip\b")
TEXT_TYPES = ("text/", "application/json", "application/atom+xml", "application/xml",
              "application/javascript", "application/manifest+json", "application/yaml",
              "application/vnd.oai.openapi", "image/svg+xml", "application/problem+json")


def compressible(content_type: str) -> bool:
    """Text of some kind: zip archives, gzip files and images are compressed already."""
    kind = content_type.split(";")[0].strip().lower()
    return kind.startswith(TEXT_TYPES) or kind.endswith(("+json", "+xml"))


def chosen_coding(request: HttpRequest) -> str | None:
    accepted = request.META.get("HTTP_ACCEPT_ENCODING", "")
    if ACCEPTS_BROTLI.search(accepted):
        return "br"
    return "gzip" if ACCEPTS_GZIP.search(accepted) else None


class CompressionMiddleware(GZipMiddleware):
    """Django's GZipMiddleware, with brotli first and a cached page's own copies."""

    def process_response(self, request: HttpRequest,
                         response: HttpResponseBase) -> HttpResponseBase:
        if response.status_code == 304:
            return self._not_modified(request, response)
        if response.has_header("Content-Encoding") or not compressible(
                response.get("Content-Type", "")):
            return response
        # (a response that is not streamed is an HttpResponse: the one kind with `content`)
        if isinstance(response, HttpResponse) and len(response.content) < MIN_BYTES:
            return response
        coding = chosen_coding(request)
        kept = getattr(response, PRECOMPRESSED, None)
        if coding == "br" and response.streaming:
            coding = "gzip"  # streamed answers (a file) in gzip, as Django does
        if coding is None or (coding == "gzip" and kept is None) \
                or not isinstance(response, HttpResponse):
            return super().process_response(request, response)  # also Vary: Accept-Encoding
        patch_vary_headers(response, ("Accept-Encoding",))
        body = kept.get(coding) if kept is not None else brotli.compress(
            response.content, quality=QUALITY)
        if body is None or len(body) >= len(response.content):
            return response
        response.content = body
        response.headers["Content-Length"] = str(len(body))
        response.headers["Content-Encoding"] = coding
        _weaken(response)
        return response

    @staticmethod
    def _not_modified(request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        """A 304 names the validator of the copy the client holds: the weak one of a
        compressed copy when that is what it asked about."""
        patch_vary_headers(response, ("Accept-Encoding",))
        etag = response.get("ETag", "")
        if etag.startswith('"') and f"W/{etag}" in request.META.get("HTTP_IF_NONE_MATCH", ""):
            _weaken(response)
        return response


def _weaken(response: HttpResponseBase) -> None:
    # RFC 9110 8.8.1: another encoding of the same content is a weak match
    etag = response.get("ETag")
    if etag and etag.startswith('"'):
        response.headers["ETag"] = "W/" + etag
