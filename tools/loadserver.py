"""The load script's server (tools/loadtest.py): the README's production command, gunicorn with
uvicorn's workers, on a free loopback port against a freshly bootstrapped database in a
temporary folder, stopped with its workers on the way out; `--cache redis` with a redis-server
of the run's own (tools/loadratio.py)."""
from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from tools.loadratio import redis_server

ROOT = Path(__file__).resolve().parents[1]
HOST = "127.0.0.1"  # loopback only, never anything else


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


CACHES = {"db": "db://", "files": "file://{folder}/cache", "memory": "locmem://",
          "redis": "{redis}"}


def server_environment(folder: Path, cache: str, redis: str = "") -> dict[str, str]:
    environment = {**os.environ,
                   "DATABASE_URL": f"sqlite:///{folder / 'load.sqlite3'}",
                   "SEARCH_INDEX_DIR": str(folder / "index"),
                   "JUDGE_RATE_LIMIT": "1000000",
                   "ALLOWED_HOSTS": f"{HOST},localhost",
                   "CACHE_URL": CACHES[cache].format(folder=folder, redis=redis),
                   "LOAD_TRIVIAL_VIEW": "on",  # the trivial response of the ratio phase
                   "LOG_LEVEL": "ERROR"}
    for name in ("DEBUG", "CACHE_DIR", "BEHIND_PROXY"):
        environment.pop(name, None)
    return environment


@contextlib.contextmanager
def gunicorn(folder: Path, port: int, workers: int, cache: str) -> Iterator[subprocess.Popen]:
    """The production server command on loopback, stopped (with its workers) on the way out."""
    with contextlib.ExitStack() as stack:
        redis = stack.enter_context(redis_server(folder, free_port())) if cache == "redis" \
            else ""
        yield from _gunicorn(folder, port, workers, server_environment(folder, cache, redis))


def _gunicorn(folder: Path, port: int, workers: int,
              environment: dict[str, str]) -> Iterator[subprocess.Popen]:
    python = str(Path(sys.executable))
    subprocess.run([python, "manage.py", "bootstrap"], cwd=ROOT, env=environment, check=True,
                   stdout=subprocess.DEVNULL, timeout=600)
    # the README's production command (gunicorn.conf.py holds its settings), on loopback
    command = [python, "-m", "gunicorn", "rulesite.asgi", "--bind", f"{HOST}:{port}",
               "--workers", str(workers), "--backlog", "2048", "--log-level", "warning"]
    log = (folder / "server.log").open("wb")
    server = subprocess.Popen(command, cwd=ROOT, env=environment, start_new_session=True,
                              stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until_up(port, server)
        yield server
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=10)
        log.close()


def wait_until_up(port: int, server: subprocess.Popen, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"gunicorn stopped at start (exit {server.returncode})")
        with contextlib.suppress(OSError), socket.create_connection((HOST, port), timeout=1):
            return
        time.sleep(0.2)
    raise RuntimeError(f"gunicorn did not listen on {HOST}:{port} within {seconds:.0f} s")


def server_log_tail(path: Path, lines: int = 40) -> str:
    try:
        kept = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    interesting = [line for line in kept if "Bad Request" not in line]
    return "\n".join(interesting[-lines:])
