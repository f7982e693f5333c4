"""The production server command (gunicorn with the project's gunicorn.conf.py) on a free
loopback port, over a real SQLite file, for the tests of what lives in the server."""
from __future__ import annotations

import contextlib
import http.client
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = (ROOT / "judge" / "examples" / "optcg" / "01-attack-leader-takes-life.yaml").read_bytes()

PREPARE = """
import django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
call_command("createcachetable", verbosity=0)
from rules.models import Game
Game.objects.create(id="optcg", name="One Piece Card Game", short_name="One Piece")
"""


def environment(database: Path, **variables: str) -> dict[str, str]:
    out = {**os.environ, "DATABASE_URL": f"sqlite:///{database}",
           "DJANGO_SETTINGS_MODULE": "rulesite.settings", "LOG_LEVEL": "CRITICAL",
           "ALLOWED_HOSTS": "localhost", "GUNICORN_WORKERS": "1"}
    for name in ("DEBUG", "CACHE_URL", "CACHE_DIR", "BEHIND_PROXY", "TRUSTED_PROXIES",
                 "FORWARDED_ALLOW_IPS", "GUNICORN_CMD_ARGS", "JUDGE_RATE_LIMIT"):
        out.pop(name, None)
    return {**out, **variables}


def prepare(database: Path) -> None:
    """A database with the One Piece game and no rules: enough for the judge API."""
    subprocess.run([sys.executable, "-c", PREPARE], cwd=ROOT, env=environment(database),
                   check=True, timeout=300)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def serving(database: Path, application: str, **variables: str) -> Iterator[int]:
    """gunicorn serving `application` (e.g. "rulesite.asgi"); yields the port."""
    port = free_port()
    env = environment(database, GUNICORN_BIND=f"127.0.0.1:{port}", **variables)
    # its messages go to a file: a pipe nobody reads would stop the server once it is full
    log = tempfile.TemporaryFile()  # noqa: SIM115  (closed in `finally`, after the server)
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", application], cwd=ROOT,
                              env=env, start_new_session=True,
                              stdout=subprocess.DEVNULL, stderr=log)
    try:
        for _ in range(150):
            if server.poll() is not None:
                log.seek(0)
                raise AssertionError(log.read().decode()[-3000:])
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port)):
                break
            time.sleep(0.2)
        yield port
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        log.close()


def request(port: int, method: str, path: str, body: bytes | None = None,
            headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        connection.request(method, path, body=body,
                           headers={"Host": "localhost", **(headers or {})})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()
