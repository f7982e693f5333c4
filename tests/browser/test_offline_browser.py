"""Offline at the venue: the service worker keeps visited pages and the whole rules readable
without a network, and the page says how old it is."""
from __future__ import annotations

import re
from pathlib import Path

from browser_helpers import console_problems
from playwright.sync_api import expect

CORPUS = Path(__file__).resolve().parents[2] / "rules" / "corpus" / "optcg"


def open_and_save(page, url: str) -> None:
    """Opens `url` and waits until the worker has saved the rules and this page."""
    page.goto(url)
    expect(page.locator("#offline-status")).to_be_visible(timeout=30_000)
    # what it saved is this page, not another one; asked in one go, as the worker may swap its
    # cache for a newer one between two separate questions
    page.wait_for_function("""async () => {
        const saved = await caches.match(location.pathname, {ignoreVary: true});
        if (!saved) return false;
        const copy = new DOMParser().parseFromString(await saved.text(), "text/html");
        return copy.title === document.title;
    }""", polling=200, timeout=15_000)
    # the worker is in charge of this page (a reload goes through it)
    page.wait_for_function("() => !!navigator.serviceWorker.controller", polling=200,
                           timeout=15_000)


def test_it_reloads_a_visited_rule_without_a_network(live_url, offline_page):
    page = offline_page
    problems = console_problems(page)
    open_and_save(page, live_url + "/optcg/rules/7-1-4-1/")
    page.context.set_offline(True)
    page.reload()
    expect(page.get_by_role("heading", level=1)).to_contain_text("7-1-4-1")
    expect(page.locator(".rule-text").first).to_contain_text("attacker")
    banner = page.locator("#offline-banner")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("You are offline.")
    expect(banner).to_contain_text(re.compile(r"This page was saved on .+; it shows rules "
                                              r"version 1\.2\.1\."))
    expect(banner.get_by_role("button", name="Reload")).to_be_hidden()  # no network to ask
    # styles and scripts came from the saved copies too
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") != "rgba(0, 0, 0, 0)"
    page.context.set_offline(False)
    assert [p for p in problems if "ERR_INTERNET_DISCONNECTED" not in p] == []


def test_it_opens_a_rule_never_visited_on_the_saved_whole_rules_page(live_url, offline_page):
    page = offline_page
    open_and_save(page, live_url + "/optcg/")
    page.context.set_offline(True)
    page.goto(live_url + "/optcg/rules/6-5-3-1/")
    page.wait_for_url(live_url + "/optcg/rules/all/#r6-5-3-1")
    target = page.locator("[id='r6-5-3-1']")
    expect(target).to_be_in_viewport()
    expect(page.locator("#offline-banner")).to_contain_text("You are offline.")
    # another spelling of a rule number lands there too
    page.goto(live_url + "/optcg/rules/7.1.4.1/")
    page.wait_for_url(live_url + "/optcg/rules/all/#r7-1-4-1")
    # and the glossary, saved when the worker was installed
    page.goto(live_url + "/optcg/glossary/")
    expect(page.locator("#term-blocker")).to_be_visible()
    # a page that was never saved gets the offline page, not the browser's error
    page.goto(live_url + "/optcg/judge/r/never-saved-anywhere/")
    expect(page.get_by_role("heading", level=1)).to_have_text(
        "This page is not saved on this device")
    page.context.set_offline(False)


def test_it_says_when_the_site_has_newer_rules_than_a_saved_page(own_site, offline_page):
    site = own_site()
    page = offline_page
    open_and_save(page, site.url + "/optcg/rules/7-1-4-1/")
    site.manage("import_rules", "optcg", str(CORPUS), "--version", "1.2.2")
    # any page seen online afterwards tells the browser which version is in force now
    page.goto(site.url + "/optcg/")
    expect(page.locator("html")).to_have_attribute("data-rules-in-force", "1.2.2")
    page.context.set_offline(True)
    page.goto(site.url + "/optcg/rules/7-1-4-1/")
    banner = page.locator("#offline-banner")
    expect(banner).to_contain_text("You are offline.")
    expect(banner).to_contain_text("it shows rules version 1.2.1.")
    expect(banner).to_contain_text("The site now has rules version 1.2.2.")
    # back online, the saved copy is not used: the page is the server's, and says nothing
    page.context.set_offline(False)
    page.goto(site.url + "/optcg/rules/7-1-4-1/")
    expect(page.locator("html")).to_have_attribute("data-rules-version", "1.2.2")
    expect(page.locator("#offline-banner")).to_be_hidden()


def test_it_offers_an_installable_app(live_url, page):
    page.goto(live_url + "/")
    manifest = page.evaluate("""async () => {
        const link = document.querySelector('link[rel=manifest]');
        const answer = await fetch(link.href);
        return {type: answer.headers.get('content-type'), body: await answer.json()};
    }""")
    assert manifest["type"].startswith("application/manifest+json")
    assert manifest["body"]["display"] == "standalone"
    assert manifest["body"]["start_url"] == "/"
    sizes = {icon["sizes"] for icon in manifest["body"]["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["body"]["icons"]:
        loaded = page.evaluate("""async (src) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return [image.naturalWidth, image.naturalHeight];
        }""", icon["src"])
        if icon["sizes"] != "any":
            assert "x".join(map(str, loaded)) == icon["sizes"], icon["src"]


def test_it_never_saves_the_admin_api_errors_or_form_answers(live_url, offline_page):
    page = offline_page
    open_and_save(page, live_url + "/optcg/rules/7-1-4/")
    page.goto(live_url + "/admin/login/")
    page.goto(live_url + "/optcg/rules/7-1-4/")
    status = page.evaluate("(url) => fetch(url).then(answer => answer.status)",
                           "/api/v1/optcg/rules/99-99-99/")
    assert status == 404
    assert page.evaluate("(url) => fetch(url).then(answer => answer.status)",
                         "/api/v1/optcg/rules/7-1-4-1/") == 200
    page.goto(live_url + "/optcg/judge/?example=01-attack-leader-takes-life")
    page.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_url("**/optcg/judge/#result")
    saved = page.evaluate("""async () => {
        const paths = [];
        for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) {
                paths.push(request.method + ' ' + new URL(request.url).pathname);
            }
        }
        return paths;
    }""")
    assert "GET /api/v1/optcg/rules/7-1-4-1/" in saved  # for the rule previews offline
    assert "GET /optcg/rules/7-1-4/" in saved
    assert not [p for p in saved if "/admin/" in p or "99-99-99" in p or not p.startswith("GET")]
    # the judged page came from a POST: what is saved for /optcg/judge/ is not that answer
    if "GET /optcg/judge/" in saved:
        page.context.set_offline(True)
        page.goto(live_url + "/optcg/judge/")
        expect(page.locator("#result")).to_have_count(0)
        page.context.set_offline(False)
