"""The cache every worker of every machine shares, from CACHE_URL (docs/operating.md, "Settings").

`db://` (the default) keeps cached pages in a table of the site's own database, so the workers
of one machine and the machines of a cluster share one cache without another server;
`redis://HOST:6379/0` (or `rediss://`) uses Redis, as an optimisation the site can lose
(rulesite/rediscache.py: pages are made without it while it cannot be reached);
`file:///PATH` a folder that the workers of one machine share; `locmem://` each process's
memory (one process only: development, tests).
"""
from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from django.core.exceptions import ImproperlyConfigured

DATABASE_CACHE_TABLE = "rulesite_cache"
MAX_ENTRIES = 5000
# A Redis on the same network answers in a millisecond: one that has not connected or answered
# within this is gone or frozen, and the request goes on without it. A URL's own
# `?socket_timeout=` and `?socket_connect_timeout=` take precedence (redis-py reads them).
REDIS_TIMEOUT_SECONDS = 0.5


def cache_from_url(url: str) -> dict:
    scheme = urlsplit(url).scheme.lower()
    if scheme == "db":
        return {"BACKEND": "django.core.cache.backends.db.DatabaseCache",
                "LOCATION": DATABASE_CACHE_TABLE, "OPTIONS": {"MAX_ENTRIES": MAX_ENTRIES}}
    if scheme in ("redis", "rediss"):
        # Redis evicts by its own policy (set maxmemory and allkeys-lru on the server).
        return {"BACKEND": "rulesite.rediscache.ForgivingRedisCache", "LOCATION": url,
                "OPTIONS": {"socket_connect_timeout": REDIS_TIMEOUT_SECONDS,
                            "socket_timeout": REDIS_TIMEOUT_SECONDS}}
    if scheme == "file":
        path = urlsplit(url).path
        if not path:
            raise ImproperlyConfigured(f"CACHE_URL={url!r} names no folder (file:///PATH)")
        return {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
                "LOCATION": str(Path(path).resolve()), "OPTIONS": {"MAX_ENTRIES": MAX_ENTRIES}}
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                "LOCATION": "rulesite", "OPTIONS": {"MAX_ENTRIES": MAX_ENTRIES}}
    raise ImproperlyConfigured(
        f"CACHE_URL={url!r} is not a cache this site knows: use db://, redis://HOST:PORT/DB, "
        "file:///PATH or locmem://")
