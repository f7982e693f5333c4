"""Slow clients cannot tie up the production server: with more connections sending their
request a byte at a time than there are workers, gunicorn as gunicorn.conf.py starts it still
answers everyone else.

The real server command on loopback, with the project's own configuration. The only clock in
here is a hang guard (a socket timeout far above any answer), not a measure of speed.
"""
from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 2
HANG_GUARD_SECONDS = 20


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def first_line(port: int) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=HANG_GUARD_SECONDS) as conn:
        conn.sendall(b"GET /api/v1/optcg/glossary/ HTTP/1.1\r\nHost: localhost\r\n"
                     b"Connection: close\r\n\r\n")
        return conn.makefile("rb").readline()


def test_it_answers_while_slow_clients_hold_more_connections_than_there_are_workers(tmp_path):
    port = free_port()
    environment = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
                   "DJANGO_SETTINGS_MODULE": "rulesite.settings", "LOG_LEVEL": "CRITICAL",
                   "GUNICORN_BIND": f"127.0.0.1:{port}", "GUNICORN_WORKERS": str(WORKERS),
                   "ALLOWED_HOSTS": "localhost"}
    for name in ("DEBUG", "CACHE_URL", "CACHE_DIR", "BEHIND_PROXY"):
        environment.pop(name, None)
    subprocess.run([sys.executable, "manage.py", "migrate", "--verbosity", "0"], cwd=ROOT,
                   env=environment, check=True, timeout=300)
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "rulesite.asgi"], cwd=ROOT,
                              env=environment, start_new_session=True,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    slow: list[socket.socket] = []
    try:
        for _ in range(100):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port)):
                break
            time.sleep(0.2)
        assert first_line(port).startswith(b"HTTP/1.1 404")  # up: no game in this database
        for _ in range(WORKERS * 3):
            conn = socket.create_connection(("127.0.0.1", port))
            conn.sendall(b"POST /api/v1/optcg/judge/ HTTP/1.1\r\nHost: localhost\r\nX-Sl")
            slow.append(conn)  # ... and the rest of the head never comes
        time.sleep(0.5)
        for _ in range(WORKERS * 2):
            assert first_line(port).startswith(b"HTTP/1.1 404")
    finally:
        for conn in slow:
            conn.close()
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
