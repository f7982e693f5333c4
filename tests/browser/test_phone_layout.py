"""Every page on the narrowest phone the site is made for (360 px): nothing wider than the
screen, fingers-sized links and controls, the search box on every page. Screenshots of the main
pages go to test-artifacts/phone-360-*.png."""
from __future__ import annotations

import pytest
from browser_helpers import (
    ARTIFACTS,
    console_problems,
    horizontal_overflow,
    save_example_ruling,
    small_tap_targets,
)
from playwright.sync_api import expect

# the pages whose screenshots are kept, and every other kind of page
SHOWN = {
    "home": "/",
    "rule": "/optcg/rules/7-1-4/",
    "glossary": "/optcg/glossary/",
    "search": "/optcg/search/?q=blocker",
}
OTHERS = {
    "game-home": "/optcg/",
    "rules-index": "/optcg/rules/",
    "deep-rule": "/optcg/rules/7-1-3-1-3/",
    "all-rules": "/optcg/rules/all/",
    "diff": "/optcg/rules/diff/?from=1.2.1&to=1.2.1",
    "rule-history": "/optcg/rules/7-1-3-1-1/history/",
    "glossary-term": "/optcg/glossary/blocker/",
    "judge": "/optcg/judge/?example=13-sixth-character-is-not-ko",
    "not-found": "/optcg/rules/99-99-99/",
    "no-game": "/no-such-game/",
    "ygo-rule": "/ygo/rules/8/",
    "ygo-glossary-term": "/ygo/glossary/chain/",
    "ygo-judge": "/ygo/judge/?example=11-chain-resolves-last-link-first",
    "offline": "/offline/",
}


@pytest.fixture(scope="module")
def ruling_url(live_url) -> str:
    """A saved ruling with two boards and a timeline (the widest thing the site draws)."""
    return save_example_ruling(live_url)


def check_fits(page, url: str) -> None:
    problems = console_problems(page)
    page.goto(url)
    page.wait_for_load_state("load")
    assert problems == [], url  # no script error, no refused script or style
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], (url, overflow)
    assert small_tap_targets(page) == [], url
    search = page.locator("#site-search")
    expect(search).to_be_visible()
    expect(search).to_be_editable()


@pytest.mark.parametrize("name", list(SHOWN))
def test_it_fits_a_360_px_phone(live_url, small_phone_page, name):
    check_fits(small_phone_page, live_url + SHOWN[name])
    ARTIFACTS.mkdir(exist_ok=True)
    small_phone_page.screenshot(path=str(ARTIFACTS / f"phone-360-{name}.png"), full_page=True)


def test_it_fits_a_360_px_phone_on_a_ruling(live_url, small_phone_page, ruling_url):
    check_fits(small_phone_page, ruling_url)
    ARTIFACTS.mkdir(exist_ok=True)
    small_phone_page.screenshot(path=str(ARTIFACTS / "phone-360-ruling.png"), full_page=True)


@pytest.mark.parametrize("name", list(OTHERS))
def test_every_other_page_fits_a_360_px_phone(live_url, small_phone_page, name):
    check_fits(small_phone_page, live_url + OTHERS[name])


@pytest.mark.parametrize("judge", ["/optcg/judge/?example=13-sixth-character-is-not-ko",
                                   "/ygo/judge/?example=11-chain-resolves-last-link-first"])
def test_a_judged_board_fits_a_360_px_phone(live_url, small_phone_page, judge):
    page = small_phone_page
    page.goto(live_url + judge)
    page.get_by_role("button", name="Judge", exact=True).click()
    expect(page.locator("#result .board").first).to_be_visible()
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow


@pytest.mark.parametrize("language", ["de", "es", "it", "fr"])
def test_it_fits_the_version_comparison_on_a_360_px_phone_in_every_language(
        browser, live_url, language):
    # the form's choices are longer in other languages than in English
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740},
                                  is_mobile=True, has_touch=True, service_workers="block")
    try:
        page = context.new_page()
        page.goto(live_url + OTHERS["diff"])
        expect(page.locator("html")).to_have_attribute("lang", language)
        overflow = horizontal_overflow(page)
        assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    finally:
        context.close()
