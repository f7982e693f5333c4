"""A real Redis of the test's own, on a free port, that the test may stop, start again, freeze
(SIGSTOP) and thaw: never the Redis of tools/test_services.sh, which other tests share.

The binary is found as tools/test_services.sh finds it (`redis-server` on the PATH; it and the
Makefile's system-deps install Debian's package when missing). A test that needs it fails,
never skips, when it is missing.
"""
from __future__ import annotations

import contextlib
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RedisServer:
    def __init__(self, folder: Path) -> None:
        binary = shutil.which("redis-server")
        assert binary, ("redis-server is needed for the tests of a missing cache: "
                        "`make system-deps` or `tools/test_services.sh start` installs it")
        self.binary, self.folder = binary, folder
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder),
             "--logfile", str(self.folder / "log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):  # a hang guard while it starts, not a measure
            if self.answers():
                return
            time.sleep(0.05)
        raise AssertionError(f"redis-server did not start (see {self.folder / 'log'})")

    def answers(self) -> bool:
        with contextlib.suppress(OSError), \
                socket.create_connection(("127.0.0.1", self.port), timeout=1) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
        return False

    def stop(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGCONT)  # a frozen one cannot end otherwise
            self.process.terminate()
            self.process.wait(timeout=30)
            self.process = None

    @contextlib.contextmanager
    def stopped(self) -> Iterator[None]:
        self.stop()
        try:
            yield
        finally:
            self.start()

    @contextlib.contextmanager
    def frozen(self) -> Iterator[None]:
        """Redis still accepts connections (the kernel does), but never answers."""
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)
        try:
            yield
        finally:
            self.process.send_signal(signal.SIGCONT)


@contextlib.contextmanager
def redis_server(folder: Path) -> Iterator[RedisServer]:
    server = RedisServer(folder)
    server.start()
    try:
        yield server
    finally:
        server.stop()
