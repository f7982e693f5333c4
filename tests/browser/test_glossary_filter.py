"""The glossary's filter box in a real browser: it filters as you type, and the A-Z bar and the
count follow. (Moved from tests/glossary/ onto the shared server: the pages come from the real
server now, with their real headers, the Content-Security-Policy included.)"""
from __future__ import annotations

import re
import urllib.parse
import urllib.request
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import yaml
from browser_helpers import console_problems
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]


def only_trash_alias(live_url: str) -> str:
    """A German alias of Trash that no other term has ("Friedhof"), as the server filters
    for a German reader."""
    data = yaml.safe_load((ROOT / "glossary" / "data" / "optcg.yaml").read_text("utf-8"))
    trash = next(term for term in data["terms"] if term["slug"] == "trash")
    for alias in trash["de"]["aliases"]:
        url = f"{live_url}/optcg/glossary/?q={urllib.parse.quote(alias)}"
        request = urllib.request.Request(url, headers={"Cookie": "django_language=de"})
        with urllib.request.urlopen(request, timeout=30) as response:
            html = response.read().decode()
        if len(re.findall(r'<li class="term-card"[^>]*data-filter="[^"]*"\s*>', html)) == 1:
            return alias
    raise AssertionError("every German alias of Trash also matches another term")


def in_language(page, live_url: str, language: str) -> None:
    page.context.add_cookies([{"name": "django_language", "value": language,
                               "url": live_url}])


def test_it_filters_as_you_type(live_url, page):
    alias = only_trash_alias(live_url)
    in_language(page, live_url, "de")
    problems = console_problems(page)
    page.goto(live_url + "/optcg/glossary/")
    trash, blocker = page.locator("#term-trash"), page.locator("#term-blocker")
    expect(blocker).to_be_visible()
    page.fill("#glossary-q", alias.lower())
    expect(blocker).to_be_hidden()
    expect(trash).to_be_visible()
    # the count, in the reader's language
    expect(page.locator("#glossary-status")).to_contain_text(
        re.compile(r"^Passend: 1 von \d+ Begriffen"))
    expect(page.locator('.az-bar a[data-letter="B"]')).to_have_class(re.compile("is-empty"))
    # Trash is filed under its German name, Ablagestapel
    expect(page.locator('.az-bar a[data-letter="A"]')).not_to_have_class(re.compile("is-empty"))
    expect(page.locator("#cat-card-types")).to_be_hidden()  # nothing left in that category
    assert parse_qs(urlsplit(page.url).query)["q"] == [alias.lower()]  # a link to share
    page.fill("#glossary-q", "")
    expect(blocker).to_be_visible()
    expect(page.locator("#cat-card-types")).to_be_visible()
    assert problems == []


def test_it_brings_back_terms_the_server_filtered_out(live_url, page):
    in_language(page, live_url, "it")
    problems = console_problems(page)
    page.goto(live_url + "/optcg/glossary/?q=scarti")
    expect(page.locator("#term-blocker")).to_be_hidden()  # filtered by the server
    page.fill("#glossary-q", "bloqueador")
    expect(page.locator("#term-blocker")).to_be_visible()
    expect(page.locator("#term-trash")).to_be_hidden()
    page.fill("#glossary-q", "zzqx")
    expect(page.locator("#glossary-status")).to_have_text(re.compile("Nessun termine"))
    assert problems == []
