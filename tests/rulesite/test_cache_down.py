"""A cache that goes away costs speed, never an answer: with CACHE_URL=redis://... and Redis
stopped or frozen, rule and glossary pages, the judge and saving a ruling all answer, the
judge's rate limit still holds (counted in the database), one log line says what happened, and
the cache is used again once Redis is back.

A real Redis of the test's own (redis_support.py), stopped and frozen for real; the requests go
through the whole Django stack here, and through the production server in
test_cache_down_server.py.
"""
from __future__ import annotations

import contextlib
import logging
import time

import pytest
from django.core.cache import cache
from judge_web_helpers import example
from redis_support import redis_server

from judge.models import RequestCount, Ruling
from rules import pagecache
from rulesite import cacheurl, rediscache

pytestmark = pytest.mark.django_db

PAGES = {"/optcg/rules/7-1-4/": "7-1-4", "/optcg/rules/": "7-1-4",
         "/optcg/glossary/": "Blocker", "/optcg/glossary/blocker/": "Blocker"}
PAUSE = 0.2  # the pause after a failure, short here so a test sees the cache come back


@pytest.fixture(scope="module")
def redis(tmp_path_factory):
    with redis_server(tmp_path_factory.mktemp("redis")) as server:
        yield server


@pytest.fixture
def on_redis(redis, settings, monkeypatch):
    """The site's cache is that Redis, as CACHE_URL=redis://... makes it."""
    if not redis.answers():
        redis.start()
    monkeypatch.setattr(rediscache, "PAUSE_SECONDS", PAUSE)
    settings.CACHES = {"default": cacheurl.cache_from_url(redis.url)}
    cache.clear()
    yield redis


def outage(redis, kind: str) -> contextlib.AbstractContextManager:
    return redis.stopped() if kind == "stopped" else redis.frozen()


def save_through_the_api(client, text: str):
    return client.post("/api/v1/optcg/judge/?save=1", data=text,
                       content_type="application/yaml")


@pytest.mark.parametrize("kind", ["stopped", "frozen"])
def test_every_page_the_judge_and_saving_answer_without_the_cache(client, on_redis, caplog,
                                                                  kind):
    for path in PAGES:  # the cache holds them before it goes away
        assert client.get(path).status_code == 200
    rulings = Ruling.objects.count()
    with caplog.at_level(logging.WARNING, logger="rulesite.rediscache"), outage(on_redis, kind):
        for path, words in PAGES.items():
            page = client.get(path)
            assert page.status_code == 200, path
            assert words in page.content.decode()
        judged = client.post("/api/v1/optcg/judge/", data=example("04"),
                             content_type="application/yaml")
        assert judged.status_code == 200 and judged.json()["winner"] is None
        saved = save_through_the_api(client, example("07"))
        assert saved.status_code == 200 and "/optcg/judge/r/" in saved.json()["permalink"]
        form = client.post("/optcg/judge/", {"scenario": example("01"), "do": "save"})
        assert form.status_code == 303 and "/optcg/judge/r/" in form["Location"]
        assert client.get(form["Location"]).status_code == 200
    assert Ruling.objects.count() == rulings + 2
    # one line for the whole outage, however many requests met it
    told = [r.getMessage() for r in caplog.records if "cache unreachable" in r.getMessage()]
    assert len(told) == 1 and ("Timeout" if kind == "frozen" else "Connection") in told[0]


@pytest.mark.parametrize("kind", ["stopped", "frozen"])
def test_the_cache_is_used_again_once_redis_is_back(client, on_redis, kind):
    with outage(on_redis, kind):
        assert client.get("/optcg/rules/7-1-4/").status_code == 200
    time.sleep(PAUSE * 2)  # past the pause: the next call tries Redis again
    pagecache.forget_all()  # as a process that has not served the page from its own memory
    assert client.get("/optcg/rules/7-1-4/").status_code == 200
    assert any(key.startswith(b":1:page:") for key in _redis_keys(on_redis))


def _redis_keys(redis) -> list[bytes]:
    import redis as redis_library

    return redis_library.Redis.from_url(redis.url).keys("*")


@pytest.mark.parametrize("kind", ["stopped", "frozen"])
def test_the_rate_limit_holds_in_the_database_while_redis_is_away(client, on_redis, settings,
                                                                  kind):
    settings.JUDGE_RATE_LIMIT = 3
    # the limit counts per clock minute: four slow requests (a frozen Redis costs a timeout
    # each) must not straddle two minutes, or each minute sees fewer than the limit
    left = 60 - time.time() % 60
    if left < 30:
        time.sleep(left + 0.5)
    with outage(on_redis, kind):
        answers = [client.post("/api/v1/optcg/judge/", data=example("04"),
                               content_type="application/yaml").status_code
                   for _ in range(4)]
    assert answers == [200, 200, 200, 429]
    assert sum(RequestCount.objects.values_list("hits", flat=True)) == 4
