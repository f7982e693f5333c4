"""The production server keeps answering when its Redis cache goes away: gunicorn as
gunicorn.conf.py starts it (`gunicorn rulesite.asgi`, uvicorn workers, DEBUG off), on a real
SQLite file with the bundled rules, with CACHE_URL naming a real Redis that the test stops
and then freezes (SIGSTOP). Every rule page, glossary page, judge call and save answers, no
traceback reaches the log, and the log says that the cache went away.

The only clocks here are hang guards (socket timeouts far above any answer).
"""
from __future__ import annotations

import contextlib
import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest
from judge_web_helpers import example
from redis_support import free_port, redis_server

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 2
HANG_GUARD_SECONDS = 30
PAGES = ["/optcg/rules/7-1-4/", "/optcg/rules/", "/optcg/glossary/", "/optcg/glossary/blocker/",
         "/ygo/rules/", "/optcg/judge/"]
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """(server port, Redis, server log) for the module's tests."""
    folder = tmp_path_factory.mktemp("cache-down-server")
    with redis_server(folder / "redis") as redis:
        port = free_port()
        environment = {**os.environ, "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
                       "SEARCH_INDEX_DIR": str(folder / "index"), "CACHE_URL": redis.url,
                       "DJANGO_SETTINGS_MODULE": "rulesite.settings", "LOG_LEVEL": "WARNING",
                       "GUNICORN_BIND": f"127.0.0.1:{port}", "GUNICORN_WORKERS": str(WORKERS),
                       "ALLOWED_HOSTS": "localhost"}
        for name in ("DEBUG", "CACHE_DIR", "BEHIND_PROXY"):
            environment.pop(name, None)
        subprocess.run([sys.executable, "manage.py", "bootstrap"], cwd=ROOT, env=environment,
                       check=True, capture_output=True, timeout=600)
        log = folder / "server.log"
        with open(log, "wb") as output:
            server = subprocess.Popen([sys.executable, "-m", "gunicorn", "rulesite.asgi"],
                                      cwd=ROOT, env=environment, start_new_session=True,
                                      stdout=output, stderr=subprocess.STDOUT)
        try:
            for _ in range(150):
                with contextlib.suppress(OSError), \
                        socket.create_connection(("127.0.0.1", port)):
                    break
                time.sleep(0.2)
            yield port, redis, log
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=30)


def request(port: int, method: str, path: str, body: bytes | None = None,
            headers: dict | None = None) -> tuple[int, dict, str]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=HANG_GUARD_SECONDS)
    try:
        conn.request(method, path, body=body, headers={"Host": "localhost", **(headers or {})})
        answer = conn.getresponse()
        return answer.status, dict(answer.getheaders()), answer.read().decode()
    finally:
        conn.close()


def form_save(port: int) -> tuple[int, str]:
    """Save a ruling as the judge page's form does: its CSRF cookie and token first."""
    status, headers, page = request(port, "GET", "/optcg/judge/")
    assert status == 200
    cookie = headers["Set-Cookie"].split(";")[0]
    token = TOKEN.search(page).group(1)
    body = urlencode({"csrfmiddlewaretoken": token, "scenario": example("01"), "do": "save"})
    status, headers, _ = request(port, "POST", "/optcg/judge/", body.encode(), {
        "Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
    return status, headers.get("Location", "")


def every_answer(port: int) -> dict[str, int]:
    answers = {path: request(port, "GET", path)[0] for path in PAGES}
    status, _, body = request(port, "POST", "/api/v1/optcg/judge/?save=1",
                              example("04").encode(), {"Content-Type": "application/yaml"})
    answers["judge and save"] = status
    assert status != 200 or "/optcg/judge/r/" in body
    status, location = form_save(port)
    answers["form save"] = status
    if status == 303:
        answers["saved ruling"] = request(port, "GET", urlsplit(location).path)[0]
    return answers


WANTED = {**dict.fromkeys(PAGES, 200), "judge and save": 200, "form save": 303,
          "saved ruling": 200}


@pytest.mark.parametrize("kind", ["stopped", "frozen"])
def test_the_server_answers_everything_while_redis_is_away(site, kind):
    port, redis, log = site
    assert every_answer(port) == WANTED  # with the cache, filling it
    outage = redis.stopped() if kind == "stopped" else redis.frozen()
    with outage:
        for _ in range(2):  # each worker meets the outage at least once
            assert every_answer(port) == WANTED
    assert every_answer(port) == WANTED  # and after it
    written = log.read_text(encoding="utf-8", errors="replace")
    assert "Traceback" not in written
    assert "cache unreachable" in written
