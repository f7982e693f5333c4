"""Accessibility, checked by axe-core in the real browser on every main page, in the light and
the dark theme: no serious or critical violation anywhere, none at all outside the judge's
boards; plus landmarks, headings in order, and a focus ring you can see."""
from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_helpers import save_example_ruling
from playwright.sync_api import expect

PAGES = {
    "home": "/",
    "game-home": "/optcg/",
    "rules-index": "/optcg/rules/",
    "rule": "/optcg/rules/7-1-4/",
    "all-rules": "/optcg/rules/all/",
    "diff": "/optcg/rules/diff/?from=1.2.1&to=1.2.1",
    "rule-history": "/optcg/rules/7-1-3-1-1/history/",
    "glossary": "/optcg/glossary/",
    "glossary-term": "/optcg/glossary/blocker/",
    "search": "/optcg/search/?q=blocker",
    "not-found": "/optcg/rules/99-99-99/",
    "offline": "/offline/",
    "ygo-rule": "/ygo/rules/8-1/",
}
# pages whose boards are drawn by the judge (two boards of the same players side by side)
JUDGE_PAGES = {"optcg": "/optcg/judge/?example=13-sixth-character-is-not-ko",
               "ygo": "/ygo/judge/?example=11-chain-resolves-last-link-first"}
AXE = Axe()


@pytest.fixture(scope="module")
def ruling_url(live_url) -> str:
    return save_example_ruling(live_url)


@pytest.fixture(params=["light", "dark"])
def themed_page(request, browser):
    context = browser.new_context(color_scheme=request.param, service_workers="block",
                                  viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.theme = request.param
    yield page
    context.close()


def violations(page, url: str, impacts: set[str] | None = None) -> list[str]:
    page.goto(url)
    page.wait_for_load_state("load")
    found = AXE.run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes'][:3]]}"
            for v in found if impacts is None or v["impact"] in impacts]


@pytest.mark.parametrize("name", list(PAGES))
def test_it_passes_axe_on_every_main_page_in_both_themes(live_url, themed_page, name):
    page = themed_page
    assert violations(page, live_url + PAGES[name]) == [], (name, page.theme)
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_it_passes_axe_on_the_judge_and_a_ruling_in_both_themes(live_url, themed_page,
                                                                  ruling_url):
    serious = {"serious", "critical"}
    for judge in JUDGE_PAGES.values():
        assert violations(themed_page, live_url + judge, serious) == [], judge
        themed_page.get_by_role("button", name="Judge", exact=True).click()
        themed_page.locator("#result").wait_for()
        found = AXE.run(themed_page).response["violations"]
        assert [v["id"] for v in found if v["impact"] in serious] == [], judge
    assert violations(themed_page, ruling_url, serious) == []


def test_it_passes_axe_with_the_theme_chosen_against_the_system(live_url, browser):
    context = browser.new_context(color_scheme="light", service_workers="block")
    try:
        page = context.new_page()
        page.goto(live_url + "/optcg/rules/7-1-4/")
        page.get_by_role("button", name="Dark mode").click()
        expect(page.locator("html")).to_have_attribute("data-theme", "dark")
        assert AXE.run(page).response["violations"] == []
    finally:
        context.close()


def test_it_has_landmarks_and_headings_in_order(live_url, page):
    for url in PAGES.values():
        page.goto(live_url + url)
        for role in ("banner", "main", "contentinfo", "search"):
            expect(page.get_by_role(role)).to_have_count(1)
        levels = page.eval_on_selector_all(
            "h1, h2, h3, h4, h5, h6", "hs => hs.map(h => Number(h.tagName[1]))")
        assert levels[0] == 1 and levels.count(1) == 1, url
        assert all(b - a <= 1 for a, b in zip(levels, levels[1:], strict=False)), (url, levels)


def test_it_shows_where_the_keyboard_is(live_url, page):
    page.goto(live_url + "/optcg/rules/7-1-4/")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Tab")
    ring = page.evaluate("""() => {
        const style = getComputedStyle(document.activeElement);
        return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
    }""")
    assert ring["style"] == "solid" and ring["width"] >= 2
