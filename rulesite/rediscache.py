"""Django's Redis cache, made optional: while Redis cannot be reached the site works without it.

The cache only spares work (rendered rule and glossary pages, content stamps, tooltips), so a
Redis that is stopped, frozen or unreachable must cost a miss, never an error page. Each call
goes to Django's own RedisCache; when Redis answers with a connection or timeout error (the
short timeouts of cacheurl.py bound how long that takes), the call answers as a miss would
(`get` the default, `add` False, `set` nothing) and this process leaves Redis alone for
PAUSE_SECONDS, so a frozen Redis costs one timeout per process and pause, not one per call.
One log line says when the cache went away, one when it is back.

`incr` is the exception: a count that silently stayed at nothing would lift the judge's rate
limit, so it raises Python's ConnectionError and the caller counts somewhere else
(judge/ratelimit.py counts in the database; it catches the built-in error, so it needs nothing
from this module).
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

# How long a process serves without the cache after Redis failed, before it tries again.
PAUSE_SECONDS = 5.0
# What a Redis that is gone, frozen, restarting or refusing raises (socket errors come wrapped
# as redis's ConnectionError and TimeoutError, both RedisError; OSError for what slips by).
UNREACHABLE = (RedisError, OSError)

T = TypeVar("T")


class ForgivingRedisCache(RedisCache):
    """RedisCache whose calls answer as a miss while Redis cannot be reached."""

    def __init__(self, server: str, params: dict) -> None:
        super().__init__(server, params)
        self._paused_until = 0.0
        self._lock = threading.Lock()

    @property
    def reachable(self) -> bool:
        """False during the pause after a failure (no call goes to Redis then)."""
        return time.monotonic() >= self._paused_until

    def _call(self, call: Callable[[], T], missing: T) -> T:
        if not self.reachable:
            return missing
        try:
            answer = call()
        except UNREACHABLE as error:
            self._failed(error)
            return missing
        if self._paused_until:
            self._back()
        return answer

    def _failed(self, error: BaseException) -> None:
        with self._lock:
            first = self._paused_until == 0.0
            self._paused_until = time.monotonic() + PAUSE_SECONDS
        if first:
            logger.warning("cache unreachable: pages are made without it and the judge's rate "
                           "limit counts in the database (next try in %.0f s): %s: %s",
                           PAUSE_SECONDS, type(error).__name__, error)

    def _back(self) -> None:
        with self._lock:
            self._paused_until = 0.0
        logger.warning("cache reachable again")

    def get(self, key: Any, default: Any = None, version: int | None = None) -> Any:
        return self._call(lambda: super(ForgivingRedisCache, self).get(key, default, version),
                          default)

    def add(self, key: Any, value: Any, timeout: Any = DEFAULT_TIMEOUT,
            version: int | None = None) -> bool:
        return self._call(lambda: super(ForgivingRedisCache, self).add(
            key, value, timeout, version), False)

    def set(self, key: Any, value: Any, timeout: Any = DEFAULT_TIMEOUT,
            version: int | None = None) -> None:
        self._call(lambda: super(ForgivingRedisCache, self).set(key, value, timeout, version),
                   None)

    def touch(self, key: Any, timeout: Any = DEFAULT_TIMEOUT,
              version: int | None = None) -> bool:
        return self._call(lambda: super(ForgivingRedisCache, self).touch(key, timeout, version),
                          False)

    def delete(self, key: Any, version: int | None = None) -> bool:
        return self._call(lambda: super(ForgivingRedisCache, self).delete(key, version), False)

    def get_many(self, keys: Any, version: int | None = None) -> dict:
        return self._call(lambda: super(ForgivingRedisCache, self).get_many(keys, version), {})

    def has_key(self, key: Any, version: int | None = None) -> bool:
        return self._call(lambda: super(ForgivingRedisCache, self).has_key(key, version), False)

    def set_many(self, data: dict, timeout: Any = DEFAULT_TIMEOUT,
                 version: int | None = None) -> list:
        # Django's answer lists the keys that were not stored: all of them, when none was
        return self._call(lambda: super(ForgivingRedisCache, self).set_many(
            data, timeout, version), list(data))

    def delete_many(self, keys: Any, version: int | None = None) -> None:
        self._call(lambda: super(ForgivingRedisCache, self).delete_many(keys, version), None)

    def clear(self) -> None:  # (BaseCache's contract: nothing to answer)
        self._call(lambda: super(ForgivingRedisCache, self).clear(), None)

    def incr(self, key: Any, delta: int = 1, version: int | None = None) -> int:
        unavailable = object()
        answer = self._call(lambda: super(ForgivingRedisCache, self).incr(key, delta, version),
                            unavailable)
        if answer is unavailable:
            raise ConnectionError("the cache cannot be reached")
        return answer  # type: ignore[return-value]
