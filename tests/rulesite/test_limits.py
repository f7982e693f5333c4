"""Which address the judge's rate limit counts, and settings that could not give a correct
limit stop the server before it starts."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import RequestFactory

from judge import ratelimit
from judge.models import RequestCount
from rulesite import cacheurl

ROOT = Path(__file__).resolve().parents[2]


def address(settings, remote: str, forwarded: str | None = None, proxies=None) -> str:
    settings.TRUSTED_PROXIES = proxies or []
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return ratelimit.client_address(RequestFactory().post("/", **extra))


def test_it_ignores_forwarded_for_unless_the_site_is_behind_a_proxy(settings):
    assert address(settings, "192.0.2.7", "10.0.0.1") == "192.0.2.7"


def test_it_reads_forwarded_for_only_from_a_trusted_proxy(settings):
    proxies = ["127.0.0.1", "10.1.0.0/16"]
    # the proxy appended the address it saw; what the client wrote before that is ignored
    assert address(settings, "127.0.0.1", "6.6.6.6, 198.51.100.9", proxies) == "198.51.100.9"
    assert address(settings, "10.1.4.2", "198.51.100.9, 10.1.9.9", proxies) == "198.51.100.9"
    # a client that reaches the server directly chooses nothing
    assert address(settings, "203.0.113.5", "198.51.100.9", proxies) == "203.0.113.5"
    assert address(settings, "127.0.0.1", "", proxies) == "127.0.0.1"


def start(**variables: str) -> subprocess.CompletedProcess:
    environment = {**os.environ, **variables, "DJANGO_SETTINGS_MODULE": "rulesite.settings"}
    return subprocess.run([sys.executable, "manage.py", "check"], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("variables", "words"), [
    ({"BEHIND_PROXY": "on", "TRUSTED_PROXIES": "the-load-balancer"}, "TRUSTED_PROXIES"),
    ({"CACHE_URL": "memory://"}, "CACHE_URL"),
    ({"CACHE_URL": "file://"}, "CACHE_URL"),
])
def test_it_refuses_to_start_with_settings_that_cannot_limit_correctly(variables, words):
    done = start(**variables)
    assert done.returncode != 0
    assert words in done.stderr


def test_it_shares_the_cache_between_workers_by_default():
    assert cacheurl.cache_from_url("db://")["BACKEND"].endswith("DatabaseCache")
    redis = cacheurl.cache_from_url("redis://cache.internal:6379/0")
    assert redis["BACKEND"] == "rulesite.rediscache.ForgivingRedisCache"
    assert redis["LOCATION"] == "redis://cache.internal:6379/0"


@pytest.mark.django_db
def test_it_counts_in_the_database_in_one_statement_and_forgets_minutes_that_are_over():
    # the count a database cache cannot keep atomically (on SQLite and on PostgreSQL alike)
    assert [ratelimit._count_in_database("192.0.2.1:100", 100) for _ in range(3)] == [1, 2, 3]
    assert ratelimit._count_in_database("192.0.2.2:100", 100) == 1
    assert ratelimit._count_in_database("192.0.2.1:102", 102) == 1
    assert set(RequestCount.objects.values_list("client_minute", flat=True)) == {
        "192.0.2.1:102"}
