"""Live search in a real Chromium: results as you type, arrow keys, and the page without
JavaScript. The site runs in its own server process with its own database and index, so the
test database of the other tests is left alone."""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
PYTHON = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() \
    else sys.executable
CHROMIUM = "/usr/bin/chromium"

pytestmark = pytest.mark.browser


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site on a free port, bootstrapped into a temporary database and index."""
    folder = tmp_path_factory.mktemp("search-site")
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{folder / 'site.sqlite3'}",
           "SEARCH_INDEX_DIR": str(folder / "index"), "DEBUG": "off"}
    subprocess.run([PYTHON, "manage.py", "bootstrap"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=300)
    port = _free_port()
    server = subprocess.Popen(
        [PYTHON, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(url + "/optcg/", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=20)


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context()
    tab = context.new_page()
    tab.problems = []  # script errors, CSP refusals and failed requests (but the favicon)
    tab.on("pageerror", lambda error: tab.problems.append(str(error)))
    tab.on("console", lambda m: tab.problems.append(m.text)
           if m.type == "error" and "Failed to load resource" not in m.text else None)
    tab.on("response", lambda r: tab.problems.append(f"{r.status} {r.url}")
           if r.status >= 400 and not r.url.endswith("/favicon.ico") else None)
    yield tab
    context.close()


def test_it_shows_results_as_you_type_and_moves_through_them_with_the_keys(site, page):
    page.goto(site + "/optcg/")
    box = page.locator("#site-search")
    box.press_sequentially("Bloqueador", delay=40)
    first = page.locator("#live-results .result-title").first
    first.wait_for()
    assert first.inner_text() == "[Blocker]"
    assert page.locator("#live-results mark").first.inner_text() == "Bloqueador"
    assert page.url == site + "/optcg/"  # still on the page the reader was on
    box.press("ArrowDown")
    assert page.evaluate("document.activeElement.textContent") == "[Blocker]"
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.className") == "result-title"
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.id") == "site-search"
    assert page.locator("#live-results .result").count() == 0
    assert page.problems == []


def test_it_updates_the_results_page_as_you_type_and_jumps_to_a_rule_on_enter(site, page):
    page.goto(site + "/optcg/search/?q=blocker")
    box = page.locator("#site-search")
    box.fill("")
    box.press_sequentially("7-1-4", delay=40)
    expect(page.locator("#search-results .result-title").first).to_have_text(
        re.compile(r"^7-1-4\. Damage Step$"))
    assert "q=7-1-4" in page.url  # the address follows the box, for reloading and sharing
    box.press("Enter")
    page.wait_for_url(site + "/optcg/rules/7-1-4/")
    assert page.problems == []


def test_it_searches_without_javascript(site, browser):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(site + "/optcg/")
    tab.fill("#site-search", "Ablagestapel")
    tab.press("#site-search", "Enter")
    tab.wait_for_url("**/optcg/search/?q=Ablagestapel")
    assert tab.locator(".result-title").first.inner_text() == "Trash"
    assert tab.locator(".badge").first.inner_text().lower() == "term"
    context.close()
