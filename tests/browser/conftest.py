"""Real-browser tests: the site served for real, driven by Debian's Chromium through Playwright.

Fixtures for every browser test:

- `live_url`: the base URL of a server started once per session in a subprocess, with its own
  SQLite database and search index in a temporary folder (bootstrapped with the bundled data),
  DEBUG off and ALLOWED_HOSTS=127.0.0.1,localhost. Stopped at the end of the session.
- `own_site`: a factory for a second server with a database of its own, for a test that changes
  data (a new rules version) and must not change what the other tests see.
- `browser`: Chromium, launched once per session. The browser tests run after every other test
  (see `pytest_collection_modifyitems`): Playwright's synchronous API keeps an event loop marked
  as running, which Django reads as "async context" and then refuses database access in this
  thread, so no database test may run while the browser is up.
- `page`: a fresh desktop-sized page; `phone_page`: a phone-sized touch page (390 px);
  `small_phone_page`: the smallest phone the site is made for (360 px); `no_script_page`: a
  desktop page with JavaScript turned off; `offline_page`: a phone page whose service worker
  may install (the others block service workers, so that no test pays for the worker saving the
  rules in the background). After each test the last page is saved as a screenshot in
  test-artifacts/ (ignored by git).

Browser tests never touch the test database: they see only what the server shows. If Chromium
is missing they fail (they are never skipped): `make test` installs it.
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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from browser_helpers import ARTIFACTS

ROOT = Path(__file__).resolve().parents[2]
PYTHON = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() \
    else sys.executable
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
SMALL_PHONE = {"width": 360, "height": 740}
BROWSER_TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test in this folder is a browser test, and they all run last (see above)."""
    for item in items:
        if BROWSER_TESTS in Path(str(item.path)).parents:
            item.add_marker(pytest.mark.browser)
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


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


@dataclass
class Site:
    """A running server with its own database: `url`, and `manage()` to run a management
    command against its database (e.g. import a new rules version)."""

    url: str
    env: dict[str, str]
    process: subprocess.Popen
    log: Path
    folder: Path

    def manage(self, *args: str) -> str:
        done = subprocess.run([PYTHON, "manage.py", *args], cwd=ROOT, env=self.env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def start_site(folder: Path) -> Site:
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
    site = Site(f"http://127.0.0.1:{port}", env, server, log, folder)
    try:
        _wait_until_up(site.url + "/", server, log)
    except BaseException:
        site.stop()
        raise
    return site


@pytest.fixture(scope="session")
def live_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL (no trailing slash) of the site, served for real for this session."""
    site = start_site(tmp_path_factory.mktemp("live-site"))
    try:
        yield site.url
    finally:
        site.stop()


@pytest.fixture(scope="module")
def module_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    """A server with a database of its own for one test module (which may import data)."""
    site = start_site(tmp_path_factory.mktemp("module-site"))
    try:
        yield site
    finally:
        site.stop()


@pytest.fixture
def own_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[], Site]]:
    """Starts a server with a database of its own, for a test that changes data."""
    started: list[Site] = []

    def start() -> Site:
        site = start_site(tmp_path_factory.mktemp("own-site"))
        started.append(site)
        return site

    yield start
    for site in started:
        site.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Chromium for the whole session (the browser tests run last, see above)."""
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                              headless=True)
    except BaseException:
        playwright.stop()
        raise
    try:
        yield chromium
    finally:
        chromium.close()
        playwright.stop()


def _screenshot_name(request: pytest.FixtureRequest) -> Path:
    name = re.sub(r"[^\w.-]+", "_", request.node.nodeid.split("/")[-1])
    return ARTIFACTS / f"{name}.png"


def _open_page(browser, request: pytest.FixtureRequest, **options) -> Iterator[object]:
    options.setdefault("service_workers", "block")
    context = browser.new_context(**options)
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        yield page
    finally:
        ARTIFACTS.mkdir(exist_ok=True)
        try:
            # the whole page, unless it is very long (all the rules): then what is in view
            height = page.evaluate("document.documentElement.scrollHeight")
            page.screenshot(path=str(_screenshot_name(request)), full_page=height <= 8000)
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
def small_phone_page(browser, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh 360 px wide touch page, the narrowest phone the site is made for."""
    yield from _open_page(browser, request, viewport=SMALL_PHONE, is_mobile=True,
                          has_touch=True, device_scale_factor=2)


@pytest.fixture
def no_script_page(browser, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh desktop-sized page with JavaScript turned off (progressive enhancement)."""
    yield from _open_page(browser, request, viewport=DESKTOP, java_script_enabled=False)


@pytest.fixture
def offline_page(browser, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh phone page whose service worker installs, to be taken offline by the test."""
    yield from _open_page(browser, request, viewport=PHONE, is_mobile=True, has_touch=True,
                          service_workers="allow")



@pytest.fixture
def small_offline_page(browser, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh 360 px touch page whose service worker installs, to be taken offline."""
    yield from _open_page(browser, request, viewport=SMALL_PHONE, is_mobile=True,
                          has_touch=True, device_scale_factor=2, service_workers="allow")
