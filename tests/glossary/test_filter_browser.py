"""The glossary's filter box in a real browser: it filters as you type, and the A-Z bar and the
count follow. The pages come from the Django test client; the browser gets them through a
route, with their real headers (the Content-Security-Policy included)."""
from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from glossary import queries
from glossary.models import Term

pytestmark = [pytest.mark.django_db, pytest.mark.browser]
ORIGIN = "http://localhost"  # a trustworthy origin, as the site is served
CHROMIUM = "/usr/bin/chromium"


def fetch_site(ui, paths: list[str], language: str) -> dict[str, tuple[int, dict, bytes]]:
    """The pages, and every static file they link, as the server answers them."""
    answers = {}
    for path in paths:
        response = ui(path, language)
        answers[path] = (response.status_code, dict(response.headers), response.content)
        for asset in re.findall(r'(?:href|src)="(/static/[^"]+)"', response.content.decode()):
            static = ui(asset, language)
            body = b"".join(static.streaming_content) if static.streaming else static.content
            answers[asset] = (static.status_code, dict(static.headers), body)
    return answers


def open_page(page: Page, answers: dict, path: str) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))

    def serve(route):
        wanted = route.request.url.removeprefix(ORIGIN).split("#")[0]
        found = answers.get(wanted) or answers.get(wanted.split("?")[0])
        if found is None:
            route.fulfill(status=404, body="not prefetched")
            return
        status, headers, body = found
        route.fulfill(status=status, headers=headers, body=body)

    page.route(f"{ORIGIN}/**", serve)
    page.goto(ORIGIN + path)
    return errors


@contextmanager
def chromium() -> Iterator[Page]:
    """A browser page; started after the database work, which Django refuses to do while
    Playwright's event loop runs."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        try:
            yield browser.new_page()
        finally:
            browser.close()


def only_trash_alias(optcg) -> str:
    """A German alias of Trash that no other term has ("Friedhof")."""
    trash = Term.objects.get(game=optcg, slug="trash")
    return next(a.alias for a in trash.aliases.filter(language="de")
                if queries.glossary_index(optcg, "de", a.alias).shown == 1)


def test_it_filters_as_you_type(ui, optcg):
    answers = fetch_site(ui, ["/optcg/glossary/"], "de")
    alias = only_trash_alias(optcg)
    with chromium() as page:
        check_filtering_as_you_type(page, answers, alias)


def check_filtering_as_you_type(page: Page, answers: dict, alias: str) -> None:
    errors = open_page(page, answers, "/optcg/glossary/")
    trash, blocker = page.locator("#term-trash"), page.locator("#term-blocker")
    expect(blocker).to_be_visible()
    page.fill("#glossary-q", alias.lower())
    expect(blocker).to_be_hidden()
    expect(trash).to_be_visible()
    expect(page.locator("#glossary-status")).to_contain_text(re.compile(r"^1 of \d+ terms"))
    expect(page.locator('.az-bar a[data-letter="B"]')).to_have_class(re.compile("is-empty"))
    expect(page.locator('.az-bar a[data-letter="T"]')).not_to_have_class(re.compile("is-empty"))
    expect(page.locator("#cat-card-types")).to_be_hidden()  # nothing left in that category
    assert parse_qs(urlsplit(page.url).query)["q"] == [alias.lower()]  # a link to share
    page.fill("#glossary-q", "")
    expect(blocker).to_be_visible()
    expect(page.locator("#cat-card-types")).to_be_visible()
    assert errors == []


def test_it_brings_back_terms_the_server_filtered_out(ui):
    answers = fetch_site(ui, ["/optcg/glossary/?q=scarti"], "it")
    with chromium() as page:
        check_bringing_back(page, answers)


def check_bringing_back(page: Page, answers: dict) -> None:
    errors = open_page(page, answers, "/optcg/glossary/?q=scarti")
    expect(page.locator("#term-blocker")).to_be_hidden()  # filtered by the server
    page.fill("#glossary-q", "bloqueador")
    expect(page.locator("#term-blocker")).to_be_visible()
    expect(page.locator("#term-trash")).to_be_hidden()
    page.fill("#glossary-q", "zzqx")
    expect(page.locator("#glossary-status")).to_have_text(re.compile("No term matches"))
    assert errors == []
