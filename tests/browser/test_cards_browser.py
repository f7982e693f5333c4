"""Real cards in a real browser on a phone: the card search, a card page, and the editor's
card picker filling a Character's printed fields. The English card list is imported into a
site of its own (../shared/fixtures, read in place)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from browser_helpers import console_problems
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
ENGLISH = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "punk-records" / "english"


@pytest.fixture
def card_site(own_site):
    site = own_site()
    site.manage("import_cards", "optcg", str(ENGLISH))
    return site


def test_cards_search_page_and_picker_work_on_a_phone(card_site, phone_page):
    page = phone_page
    errors = console_problems(page)
    page.goto(card_site.url + "/optcg/cards/")
    page.get_by_label("Number or name").fill("chopper")
    page.get_by_role("button", name="Search", exact=True).last.click()
    result = page.locator("li.card-result[data-number='ST01-006'] a")
    expect(result).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"]  # nothing wider than the phone
    result.click()
    page.wait_for_url(re.compile(r"/optcg/cards/ST01-006/$"))
    expect(page.locator("h1")).to_contain_text("Tony Tony.Chopper")
    expect(page.locator(".card-facts-list")).to_contain_text("[Blocker]")

    page.goto(card_site.url + "/optcg/judge/")
    side = page.locator("details.ed-player").filter(
        has=page.locator("summary", has_text="Player A"))
    side.get_by_role("button", name="Add a Character").click()
    picker = side.locator(".ed-characters .ed-card").first.get_by_label(
        "Printed card")
    picker.fill("st01-01")
    expect(page.locator("datalist option[value^='ST01-012 ']")).to_have_count(1)
    picker.fill("ST01-012 Monkey.D.Luffy")  # what picking the suggestion puts in the box
    text_box = page.locator("#id_scenario")
    expect(text_box).to_have_value(re.compile(r"card: ST01-012"))
    card = yaml.safe_load(text_box.input_value())["players"]["A"]["characters"][0]
    assert (card["card"], card["name"], card["power"], card["cost"], card["keywords"]) == (
        "ST01-012", "Monkey.D.Luffy", 6000, 5, ["Rush"])
    character = side.locator(".ed-characters .ed-card").first
    expect(character.get_by_label("Power")).to_have_value("6000")
    page.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_url(re.compile(r"/optcg/judge/#result$"))
    # every printed ability of ST01-012 is applied now ([Rush], the [Blocker] it forbids):
    # the ruling stands without a "not applied" note
    expect(page.locator("#result .outcome")).to_be_visible()
    expect(page.locator("#result .ruling-notes")).to_have_count(0)
    assert errors == []
