"""Yu-Gi-Oh! cards in a real browser on a phone: the search in German, a card page, and the
structured editor's card picker filling a monster's printed facts. Real cards are copied from
../shared/fixtures/yaml-yugi into a temporary folder and imported into a site of its own."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import yaml
from axe_playwright_python.sync_playwright import Axe
from browser_helpers import console_problems, wait_for_worker_in_charge
from playwright.sync_api import expect

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import subset  # noqa: E402

pytestmark = pytest.mark.browser


@pytest.fixture
def ygo_site(own_site, tmp_path):
    site = own_site()
    site.manage("import_cards", "ygo", str(subset(tmp_path)))
    return site


def test_ygo_search_card_page_and_picker_work_on_a_phone(ygo_site, phone_page):
    page = phone_page
    errors = console_problems(page)
    page.goto(ygo_site.url + "/ygo/cards/")
    page.get_by_label("Password or name").fill("Spiegelkraft")
    page.get_by_role("button", name="Search", exact=True).last.click()
    result = page.locator("li.card-result[data-number='44095762'] a")
    expect(result).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
    result.click()
    page.wait_for_url(re.compile(r"/ygo/cards/44095762/$"))
    expect(page.locator("h1")).to_contain_text("Mirror Force")
    expect(page.locator(".psct-parts").first).to_contain_text(
        "When an opponent's monster declares an attack")

    page.goto(ygo_site.url + "/ygo/judge/")
    side = page.locator("details.ed-player").filter(
        has=page.locator("summary", has_text="Player A"))
    side.get_by_role("button", name="Add a monster").click()
    picker = side.locator(".ed-monsters .ed-card").last.get_by_label("Printed card")
    picker.fill("blue-eyes")
    expect(page.locator("datalist option[value^='89631139 ']")).to_have_count(1)
    picker.fill("89631139 Blue-Eyes White Dragon")  # what picking the suggestion puts there
    text_box = page.locator("#id_scenario")
    expect(text_box).to_have_value(re.compile(r"card: '89631139'|card: \"89631139\""))
    card = yaml.safe_load(text_box.input_value())["players"]["A"]["monsters"][-1]
    assert (card["card"], card["name"], card["kind"], card["level"], card["atk"],
            card["def"]) == ("89631139", "Blue-Eyes White Dragon", "monster", 8, 3000, 2500)
    assert errors == []


def test_ygo_card_pages_pass_axe(ygo_site, page):
    # one site for the pages: importing cards into a site of its own takes a while; a term
    # and a rule with their real cards too
    for path in ("/ygo/cards/?q=dragon&kind=monster", "/ygo/cards/14558127/",
                 "/ygo/cards/16178681/", "/ygo/glossary/counter-trap/", "/ygo/rules/4-6-4/"):
        page.goto(ygo_site.url + path)
        page.wait_for_load_state("load")
        found = Axe().run(page).response["violations"]
        assert [f"{v['id']} ({v['impact']})" for v in found] == [], path


def keep_ygo_judge_offline(page, url: str) -> None:
    """The Yu-Gi-Oh! judge kept for offline use, with the site's cards file."""
    page.goto(url + "/ygo/")
    wait_for_worker_in_charge(page)
    page.goto(url + "/ygo/judge/")
    offer = page.locator("#offline-judge")
    offer.get_by_role("button").click()
    expect(offer).to_have_class(re.compile(r"\bkept\b"), timeout=120_000)


def test_the_picker_finds_and_names_cards_in_the_pages_language_online_and_offline(
        ygo_site, offline_page):
    page = offline_page
    errors = console_problems(page)
    page.context.add_cookies([{"name": "django_language", "value": "de", "url": ygo_site.url}])

    def pick(typed: str, option: str) -> dict:
        page.goto(ygo_site.url + "/ygo/judge/")
        side = page.locator("details.ed-player").filter(
            has=page.locator("summary", has_text="Spieler A"))
        side.locator(".ed-monsters button.ed-add").click()
        picker = side.locator(".ed-monsters .ed-card").last.locator("[data-card-picker]")
        picker.fill("spiegelkraft")  # a suggestion says what the card is in German too
        expect(page.locator("datalist option[value^='44095762 ']")).to_have_attribute(
            "label", re.compile(r"Spiegelkraft · Normale Fallenkarte"))
        picker.fill(typed)
        expect(page.locator(f"datalist option[value='{option}']")).to_have_count(1)
        picker.fill(option)  # what picking the suggestion puts there
        text_box = page.locator("#id_scenario")
        expect(text_box).to_have_value(re.compile(r"card: '89631139'|card: \"89631139\""))
        return yaml.safe_load(text_box.input_value())["players"]["A"]["monsters"][-1]

    # online, from the card API: a German name typed without its accent
    card = pick("blauaugiger", "89631139 Blauäugiger w. Drache")
    assert (card["name"], card["level"], card["atk"]) == ("Blauäugiger w. Drache", 8, 3000)
    keep_ygo_judge_offline(page, ygo_site.url)
    page.context.set_offline(True)
    try:
        # offline, from the kept cards file: an English name finds it too, named in German
        card = pick("blue-eyes", "89631139 Blauäugiger w. Drache")
        assert (card["name"], card["def"]) == ("Blauäugiger w. Drache", 2500)
    finally:
        page.context.set_offline(False)
    assert [p for p in errors if "ERR_INTERNET_DISCONNECTED" not in p] == []
