"""The server believes proxy headers only from the proxies the deployment names: without
BEHIND_PROXY a client cannot choose its own address (and escape the judge's rate limit) or turn
permalinks into https; behind a trusted proxy both are read. Both entry points serve
(`gunicorn rulesite.asgi` and Django's habit `gunicorn rulesite.wsgi`).

Through the real server command with the project's gunicorn.conf.py, on loopback: the
headers are rewritten (or not) by the server before Django sees the request.
"""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from server_support import ROOT, SCENARIO, environment, prepare, request, serving

LIMIT = 3
SENT = 5


@pytest.fixture
def database(tmp_path):
    # each test its own: the judge's counts of this minute stay in the database
    path = tmp_path / "db.sqlite3"
    prepare(path)
    return path


def judge_as_many_clients(port: int) -> list[tuple[int, str]]:
    """SENT saves, each claiming another client address and https; (status, permalink)."""
    out = []
    for number in range(SENT):
        status, body = request(port, "POST", "/api/v1/optcg/judge/?save=1", SCENARIO, {
            "Content-Type": "application/yaml", "X-Forwarded-Proto": "https",
            "X-Forwarded-For": f"198.51.100.{number + 1}"})
        out.append((status, json.loads(body).get("permalink", "") if status == 200 else ""))
    return out


@pytest.mark.parametrize("application", ["rulesite.asgi", "rulesite.wsgi"])
def test_without_a_proxy_a_client_chooses_neither_its_address_nor_the_scheme(
        database, application):
    with serving(database, application, JUDGE_RATE_LIMIT=str(LIMIT)) as port:
        answers = judge_as_many_clients(port)
    # (the WSGI entry point serves too: it used to answer 500 to every request)
    assert [status for status, _ in answers] == [200] * LIMIT + [429] * (SENT - LIMIT)
    assert all(link.startswith("http://localhost/") for _, link in answers[:LIMIT])


@pytest.mark.parametrize("application", ["rulesite.asgi", "rulesite.wsgi"])
def test_behind_a_trusted_proxy_its_headers_name_the_client_and_the_scheme(
        database, application):
    with serving(database, application, JUDGE_RATE_LIMIT=str(LIMIT), BEHIND_PROXY="on",
                 TRUSTED_PROXIES="127.0.0.1") as port:
        answers = judge_as_many_clients(port)
    assert [status for status, _ in answers] == [200] * SENT  # five clients, each under 3
    assert all(link.startswith("https://localhost/") for _, link in answers)


def test_a_connection_from_an_address_that_is_not_the_proxy_chooses_nothing(database):
    with serving(database, "rulesite.wsgi", JUDGE_RATE_LIMIT=str(LIMIT), BEHIND_PROXY="on",
                 TRUSTED_PROXIES="10.9.8.0/24") as port:
        answers = judge_as_many_clients(port)
    assert [status for status, _ in answers] == [200] * LIMIT + [429] * (SENT - LIMIT)
    assert all(link.startswith("http://localhost/") for _, link in answers[:LIMIT])


def test_a_proxy_list_that_names_no_address_stops_the_server_with_a_message(tmp_path):
    done = subprocess.run([sys.executable, "-m", "gunicorn", "rulesite.asgi"], cwd=ROOT,
                          env=environment(tmp_path / "db.sqlite3", BEHIND_PROXY="on",
                                          TRUSTED_PROXIES="the-load-balancer"),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "TRUSTED_PROXIES: 'the-load-balancer' is not an address" in done.stderr
    assert "Traceback" not in done.stderr
