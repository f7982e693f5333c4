"""A per-client limit on judging: settings.JUDGE_RATE_LIMIT requests a minute, for the whole
site, however many workers and machines serve it.

A fixed one-minute window per client address. Each request adds one to its client's count in
one atomic step that every worker shares: Redis's INCR when the cache is Redis (CACHE_URL), else
one upsert statement in the database (`RequestCount`). Django's database and file caches cannot
count atomically (they read, add and write back), so they never hold the counts.

While Redis cannot be reached (rulesite/rediscache.py), the counts go to the database instead
of failing open: the limit guards the judge's CPU against one client's flood, and a site that
has just lost a part is the last one to give that up. The minute in which Redis goes away or
comes back starts its counts afresh, so a client gets at most twice its limit then.

The client is the address the connection came from. Only behind a proxy the operator names
(BEHIND_PROXY=on, TRUSTED_PROXIES) is X-Forwarded-For read, and then only from a connection
that comes from one of those proxies: the entry nearest to them that is not one of them is the
client (entries further left are whatever the client wrote).
"""
from __future__ import annotations

import ipaddress
import time

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest
from rest_framework.exceptions import ErrorDetail, Throttled
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from judge.models import RequestCount

WINDOW = 60
# Cache backends whose `incr` is one atomic step on a server every worker shares.
ATOMIC_CACHES = ("rulesite.rediscache.ForgivingRedisCache",
                 "django.core.cache.backends.redis.RedisCache",
                 "django.core.cache.backends.memcached.PyMemcacheCache",
                 "django.core.cache.backends.memcached.PyLibMCCache")


def client_address(request: HttpRequest) -> str:
    """The client's address (see the module's note on proxies)."""
    remote = str(request.META.get("REMOTE_ADDR") or "unknown")[:64]
    proxies = getattr(settings, "TRUSTED_PROXIES", None) or []
    if not proxies or not _is_trusted(remote, proxies):
        return remote
    forwarded = str(request.META.get("HTTP_X_FORWARDED_FOR", ""))[:2000]
    for entry in reversed([part.strip() for part in forwarded.split(",")]):
        if entry and not _is_trusted(entry, proxies):
            return entry[:64]
    return remote


def _is_trusted(address: str, proxies: list[str]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(proxy, strict=False) for proxy in proxies)


def retry_after(request: HttpRequest) -> int | None:
    """Count this request; None if it may go ahead, else the seconds until it may."""
    limit = int(getattr(settings, "JUDGE_RATE_LIMIT", 120))
    if limit <= 0:
        return None
    now = time.time()
    minute = int(now // WINDOW)
    if count(f"{client_address(request)}:{minute}", minute) <= limit:
        return None
    return max(1, int((minute + 1) * WINDOW - now) + 1)


def count(client_minute: str, minute: int) -> int:
    """Add one to the count of `client_minute` and return the new count, atomically."""
    if settings.CACHES["default"]["BACKEND"] in ATOMIC_CACHES:
        key = f"judge-rate:{client_minute}"
        cache.add(key, 0, WINDOW + 5)
        try:
            return int(cache.incr(key))
        except ValueError:  # expired between add and incr: this request starts a new count
            cache.add(key, 1, WINDOW + 5)
            return 1
        except ConnectionError:  # Redis is away: logged by the cache, once per outage
            pass
    return _count_in_database(client_minute, minute)


def _count_in_database(client_minute: str, minute: int) -> int:
    # One statement, so two workers can never both read 5 and both write 6 (SQLite 3.35+ and
    # PostgreSQL both read this upsert).
    table = connection.ops.quote_name(RequestCount._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (client_minute, minute, hits) VALUES (%s, %s, 1) "  # noqa: S608
            f"ON CONFLICT (client_minute) DO UPDATE SET hits = {table}.hits + 1 RETURNING hits",
            [client_minute[:120], minute])
        hits = int(cursor.fetchone()[0])
    if hits == 1:
        # the first request of a client's minute clears the minutes that are over
        RequestCount.objects.filter(minute__lt=minute - 1).delete()
    return hits


class JudgeRateThrottle(BaseThrottle):
    """The judge API's limit, as a DRF throttle (a 429 with Retry-After)."""

    def allow_request(self, request: Request, view: object) -> bool:
        self.seconds = retry_after(request)
        return self.seconds is None

    def wait(self) -> float | None:
        return self.seconds


class TooManyRequests(Throttled):
    def __init__(self, wait: int, message: str) -> None:
        super().__init__(wait)
        # as APIException stores a detail given to it (Throttled's own would add a sentence)
        self.detail = ErrorDetail(message, code=self.default_code)
