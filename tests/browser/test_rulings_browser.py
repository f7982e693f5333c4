"""The official Q&A in a real browser on a phone: the list, its filters (a plain form, no script
needed), an entry, the rule page's section and a ruling's "Official Q&A about this" fit a 360 px
screen, with finger-sized targets and no axe violation in either theme. The site here has two
official documents imported (read from ../shared, as an operator would)."""
from __future__ import annotations

from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_helpers import (
    ARTIFACTS,
    console_problems,
    horizontal_overflow,
    save_example_ruling,
    small_tap_targets,
)
from playwright.sync_api import expect

QA = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "optcg-qa"
PAGES = {
    "list": "/optcg/rulings/",
    "filtered": "/optcg/rulings/?q=leader+blocker+damage&card=&rule=&document=",
    "entry": "/optcg/rulings/qa_op05-12/",
    "rule": "/optcg/rules/10-1-2-1/",
    "search": "/optcg/search/?q=leader+blocker+take+damage",
}
AXE = Axe()


@pytest.fixture(scope="module")
def qa_site(module_site) -> str:
    module_site.manage("import_rulings", "optcg", str(QA / "qa_op05.pdf"),
                       str(QA / "qa_rules.pdf"))
    return module_site.url


def fits(page, url: str) -> None:
    problems = console_problems(page)
    page.goto(url)
    page.wait_for_load_state("load")
    assert problems == [], url
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], (url, overflow)
    assert small_tap_targets(page) == [], url


@pytest.mark.parametrize("name", list(PAGES))
def test_it_fits_a_360_px_phone(qa_site, small_phone_page, name):
    fits(small_phone_page, qa_site + PAGES[name])
    ARTIFACTS.mkdir(exist_ok=True)
    small_phone_page.screenshot(path=str(ARTIFACTS / f"phone-360-qa-{name}.png"),
                                full_page=True)


def test_a_ruling_lists_the_official_qa_about_it_on_a_phone(qa_site, small_phone_page):
    url = save_example_ruling(qa_site, name="06")  # [Double Attack] against one Life card
    fits(small_phone_page, url)
    section = small_phone_page.locator("section.related-official-qa")
    expect(section).to_be_visible()
    expect(section.locator('[data-entry="qa_rules-36"]')).to_have_count(1)
    small_phone_page.screenshot(path=str(ARTIFACTS / "phone-360-qa-ruling.png"),
                                full_page=True)


def test_the_filters_work_without_javascript(qa_site, no_script_page):
    page = no_script_page
    page.goto(qa_site + "/optcg/rulings/")
    page.get_by_label("Card number").fill("op05-022")
    page.get_by_role("button", name="Search", exact=True).last.click()
    expect(page.locator("[data-entry]")).to_have_count(1)
    page.get_by_role("link", name="OP05-022 Donquixote Rosinante").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("OP05-022")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_it_passes_axe_in_both_themes(qa_site, browser, theme):
    context = browser.new_context(color_scheme=theme, service_workers="block",
                                  viewport={"width": 360, "height": 740}, is_mobile=True)
    try:
        page = context.new_page()
        for name in ("list", "entry", "rule"):
            page.goto(qa_site + PAGES[name])
            found = AXE.run(page).response["violations"]
            assert [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in found] == [], \
                (name, theme)
    finally:
        context.close()


def test_the_menu_leads_to_the_official_qa_in_one_row_on_a_phone(qa_site, small_phone_page):
    """Once official Q&A is imported, every page's menu links to it (issue 31), and the five
    links still fit one row of a 360 px screen."""
    page = small_phone_page
    page.goto(qa_site + "/optcg/judge/")
    nav = page.locator(".main-nav")
    qa = nav.get_by_role("link", name="Q&A")
    expect(qa).to_have_attribute("href", "/optcg/rulings/")
    rows = nav.locator("a").evaluate_all(
        "links => new Set(links.map(a => Math.round(a.getBoundingClientRect().top))).size")
    assert rows == 1
    qa.click()
    page.wait_for_url(qa_site + "/optcg/rulings/")
