"""Real-browser tests: the site served for real, driven by Debian's Chromium through Playwright.

Fixtures for every browser test:

- `live_url`: the base URL of a server started once per session in a subprocess, with its own
  SQLite database and search index in a temporary folder (bootstrapped with the bundled data),
  DEBUG off and ALLOWED_HOSTS=127.0.0.1,localhost. Stopped at the end of the session.
- `browser`: Chromium, launched once per test module (see below for why not per session).
- `page`: a fresh desktop-sized page; `phone_page`: a phone-sized touch page;
  `no_script_page`: a desktop page with JavaScript turned off. After each test the last page
  is saved as a screenshot in test-artifacts/ (ignored by git).

Browser tests never touch the test database: they see only what the server shows.
"""
from __future__ import annotations

import os
import re
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
PYTHON = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() \
    else sys.executable
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_until_up(url: str, server: subprocess.Popen, log: Path, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"the test server stopped:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.25)
    raise RuntimeError(f"the test server did not answer in {seconds} s:\n"
                       f"{log.read_text()[-3000:]}")


@pytest.fixture(scope="session")
def live_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL (no trailing slash) of the site, served for real for this session."""
    folder = tmp_path_factory.mktemp("live-site")
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
        "SEARCH_INDEX_DIR": str(folder / "index"),
        "DEBUG": "off",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "PYTHONUNBUFFERED": "1",
    }
    env.pop("DJANGO_SETTINGS_MODULE", None)
    subprocess.run([PYTHON, "manage.py", "bootstrap"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=600)
    port = _free_port()
    log = folder / "server.log"
    with log.open("wb") as output:
        server = subprocess.Popen(
            [PYTHON, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
            cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url + "/", server, log)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Chromium for one test module. Playwright's synchronous API keeps an event loop marked
    as running while it is started, which Django reads as "async context" and then refuses
    database access in this thread: stopping it after each module keeps the other tests free."""
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                          headless=True)
    try:
        yield chromium
    finally:
        chromium.close()
        playwright.stop()


def _screenshot_name(request: pytest.FixtureRequest) -> Path:
    name = re.sub(r"[^\w.-]+", "_", request.node.nodeid.split("/")[-1])
    return ARTIFACTS / f"{name}.png"


def _open_page(browser, request: pytest.FixtureRequest, **options) -> Iterator[object]:
    context = browser.new_context(**options)
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        yield page
    finally:
        ARTIFACTS.mkdir(exist_ok=True)
        try:
            page.screenshot(path=str(_screenshot_name(request)), full_page=True)
        finally:
            context.close()


@pytest.fixture
def page(browser, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh desktop-sized page; its last view is saved to test-artifacts/."""
    yield from _open_page(browser, request, viewport=DESKTOP)


@pytest.fixture
def phone_page(browser, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh phone-sized touch page; its last view is saved to test-artifacts/."""
    yield from _open_page(browser, request, viewport=PHONE, is_mobile=True, has_touch=True,
                          device_scale_factor=2)


@pytest.fixture
def no_script_page(browser, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh desktop-sized page with JavaScript turned off (progressive enhancement)."""
    yield from _open_page(browser, request, viewport=DESKTOP, java_script_enabled=False)
