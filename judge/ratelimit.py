"""A per-client limit on judging: settings.JUDGE_RATE_LIMIT requests a minute, in the cache.

A fixed one-minute window per client address: simple, and enough to keep one client from
tying up the workers. The count lives in Django's cache, so it is per process with the default
local-memory cache and shared between machines with a shared cache.
"""
from __future__ import annotations

import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest

WINDOW = 60


def client_address(request: HttpRequest) -> str:
    """The client's address. Behind a proxy (SECURE_PROXY_SSL_HEADER set, BEHIND_PROXY=on)
    the last X-Forwarded-For entry is the one our proxy added; earlier ones are the client's
    word and could be anything."""
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if getattr(settings, "SECURE_PROXY_SSL_HEADER", None) and forwarded.strip():
        return forwarded.split(",")[-1].strip()[:64]
    return str(request.META.get("REMOTE_ADDR") or "unknown")[:64]


def retry_after(request: HttpRequest) -> int | None:
    """Count this request; None if it may go ahead, else the seconds until it may."""
    limit = int(getattr(settings, "JUDGE_RATE_LIMIT", 120))
    if limit <= 0:
        return None
    now = time.time()
    window = int(now // WINDOW)
    key = f"judge-rate:{client_address(request)}:{window}"
    cache.add(key, 0, WINDOW + 5)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr: this request starts a new count
        cache.set(key, 1, WINDOW + 5)
        count = 1
    if count <= limit:
        return None
    return max(1, int((window + 1) * WINDOW - now) + 1)
