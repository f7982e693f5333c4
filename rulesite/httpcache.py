"""Who may keep an answer: a shared cache (nginx, a CDN) the pages that are the same for every
reader of a language, only the reader's own browser the ones that are theirs.

A view that says nothing about caching gets a policy here, from what the answer shows of the
reader: an answer that sets a cookie or read the session or the CSRF token (both add
`Vary: Cookie`: Django's SessionMiddleware and CsrfViewMiddleware) is the reader's own and goes
out `private`; any other successful read is the same for everyone who asks in that language,
and goes out `public` for MAX_AGE seconds, after which the ETag (ConditionalGetMiddleware)
makes a check cost a 304. Views that set Cache-Control themselves (the cached rule and
glossary pages, the service worker, the admin's never_cache) keep theirs.
"""
from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponseBase
from django.utils.cache import cc_delim_re, patch_cache_control, patch_vary_headers

from rules.pagecache import MAX_AGE

READS = ("GET", "HEAD")


def varies_on_cookie(response: HttpResponseBase) -> bool:
    return "cookie" in {word.lower() for word in cc_delim_re.split(response.get("Vary", ""))}


class CachePolicyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if response.cookies and response.has_header("Cache-Control"):
            # a cookie is one reader's, whatever the view said (a cached page can meet a
            # malformed CSRF cookie, which Django replaces): never kept by a shared cache
            patch_cache_control(response, private=True)
        if response.has_header("Cache-Control") or request.method not in READS:
            return response
        if response.status_code != 200:
            return response
        if response.cookies or varies_on_cookie(response):
            patch_cache_control(response, private=True, no_cache=True)
        else:
            patch_cache_control(response, public=True, max_age=MAX_AGE)
            # the language may come from its cookie (rulesite/language.py)
            patch_vary_headers(response, ("Cookie",))
        return response
