"""Fixtures of the judge's web, API and CLI tests."""
from __future__ import annotations

import pytest
from django.conf import settings


@pytest.fixture(autouse=True)
def fresh_rate_limit():
    """Every test starts with an empty request count: the limit lives in the cache.

    The engine's own tests run without Django too (`pytest -p no:django tests/judge`); there
    is no cache to clear then."""
    if not settings.configured:
        yield
        return
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()
