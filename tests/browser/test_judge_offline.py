"""The judge at a venue without network: after one online visit and the choice "make the judge
work offline", the page judges with the network cut, in Pyodide, with the same engine and
renderer as the server, in the reader's language."""
from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

import pytest
import yaml
from browser_helpers import console_problems, wait_for_worker_in_charge
from playwright.sync_api import expect

from judge import page_judge
from judge.examples import example_paths

pytestmark = pytest.mark.browser

ENGLISH = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "punk-records" / "english"
EXAMPLE = next(p for p in example_paths("optcg") if p.name.startswith("04"))


def keep_offline(page, live_url: str) -> None:
    """Visits the site and the judge online and keeps the judge for offline use."""
    page.goto(live_url + "/optcg/")
    wait_for_worker_in_charge(page)
    page.goto(live_url + "/optcg/judge/")
    offer = page.locator("#offline-judge")
    expect(offer).to_contain_text(re.compile(r"\d+([.,]\d+)?\s+(MB|Mio)"))  # Mio: French
    offer.get_by_role("button").click()
    expect(offer).to_have_class(re.compile(r"\bkept\b"), timeout=120_000)
    # the worked example's page is kept too (the service worker saves it in the background);
    # evaluate() waits for the answer of an async function, wait_for_function() does not
    url = f"/optcg/judge/?example={EXAMPLE.stem}"
    for _attempt in range(120):
        if page.evaluate("async (url) => !!(await caches.match(url, {ignoreVary: true}))", url):
            break
        page.wait_for_timeout(250)
    else:
        raise AssertionError(f"{url} was not kept")


def judged_in_page(page) -> dict:
    page.locator("#judge-form button[value=judge]").click()
    result = page.locator("#result.offline-result")
    expect(result.locator(".judged-here")).to_be_visible(timeout=120_000)
    return json.loads(page.evaluate("() => document.documentElement.dataset.offlineTiming"))


def test_it_judges_a_worked_example_in_the_page_without_a_network(live_url, offline_page):
    page = offline_page
    problems = console_problems(page)
    keep_offline(page, live_url)
    page.context.set_offline(True)
    page.goto(live_url + f"/optcg/judge/?example={EXAMPLE.stem}")
    expected = page_judge.judge(EXAMPLE.read_text(), "optcg", "en")["result"]
    timing = judged_in_page(page)
    result = page.locator("#result")
    steps = result.locator(".timeline > li .step-text")
    expect(steps).to_have_text([step["text"] for step in expected["steps"]])
    expect(result.locator(".verdict")).to_contain_text(expected.get("verdict") or "replayed")
    first = expected["steps"][0]["rules"][0]
    link = result.locator(f".timeline a.rule-link[data-rule='{first}']").first
    expect(link).to_have_attribute("href", f"/optcg/rules/{first}/")
    # the rule behind the link opens offline too (on the saved whole-rules page)
    link.click()
    page.wait_for_url(re.compile(r"/optcg/rules/all/#r" + re.escape(first) + "$"))
    assert set(timing) == {"start_ms", "judge_ms"}  # measured (tools/offline_judge_timing.py)
    page.context.set_offline(False)
    assert [p for p in problems if "ERR_INTERNET_DISCONNECTED" not in p] == []


def test_a_half_typed_board_survives_a_reload_and_is_listed_as_a_draft(live_url, phone_page):
    page = phone_page
    problems = console_problems(page)
    page.goto(live_url + "/optcg/judge/")
    editor = page.locator("#structured-editor")
    editor.get_by_label("Title").fill("Half-typed at table 12")
    side_a = editor.locator("details.ed-player").filter(
        has=page.locator("summary", has_text="Player A"))
    side_a.get_by_role("button", name="Add a Character").click()
    card = side_a.locator(".ed-characters .ed-card").first
    card.get_by_label("Name", exact=True).fill("Roronoa Zo")
    expect(page.locator("#draft-status")).to_contain_text("Kept on this device")
    page.reload()
    text = page.locator("#id_scenario")
    expect(text).to_have_value(re.compile(r"title: Half-typed at table 12"))
    expect(text).to_have_value(re.compile(r"name: Roronoa Zo\b"))
    # the structured editor follows the text it got back
    expect(editor.get_by_label("Title")).to_have_value("Half-typed at table 12")
    expect(page.locator("#draft-status")).to_contain_text("is back")
    drafts = page.locator("#drafts")
    drafts.locator("summary").click()
    expect(drafts.locator("summary")).to_have_text("Drafts on this device (1)")
    expect(drafts.locator("li")).to_contain_text("Half-typed at table 12")
    # an example chosen on purpose is not replaced by the draft
    page.goto(live_url + f"/optcg/judge/?example={EXAMPLE.stem}")
    expect(text).to_have_value(re.compile(r"^game: optcg\ntitle: Blocking with a Counter"))
    drafts.locator("summary").click()
    drafts.get_by_role("button", name="Open: Half-typed at table 12").click()
    expect(text).to_have_value(re.compile(r"title: Half-typed at table 12"))
    assert problems == []


def test_a_ruling_saved_without_a_network_is_saved_when_it_comes_back(live_url, offline_page):
    page = offline_page
    page.goto(live_url + "/optcg/judge/")
    wait_for_worker_in_charge(page)
    text = next(p for p in example_paths("optcg") if p.name.startswith("01")).read_text()
    page.context.set_offline(True)
    page.locator("#id_scenario").fill(text)
    page.get_by_role("button", name="Save and share").click()
    notice = page.locator("#queued-saves")
    expect(notice).to_contain_text("will be saved and shared as soon as the network is back")
    assert page.url == live_url + "/optcg/judge/"  # no browser error page: still the judge
    page.context.set_offline(False)
    expect(notice).to_contain_text("your queued ruling is saved", timeout=30_000)
    link = notice.get_by_role("link")
    href = link.get_attribute("href")
    assert re.search(r"/optcg/judge/r/[\w-]{20,}/$", href)
    link.click()
    page.wait_for_url(href)
    expect(page.locator(".scenario-source pre")).to_have_text(text.rstrip("\n"))
    assert page.evaluate("() => localStorage.getItem('rulesite-queued-saves')") == "[]"


def test_it_judges_a_board_built_in_the_editor_offline_in_german(live_url, offline_page):
    page = offline_page
    problems = console_problems(page)
    page.context.add_cookies([{"name": "django_language", "value": "de", "url": live_url}])
    keep_offline(page, live_url)
    expect(page.locator("#offline-judge-status")).to_contain_text("offline")
    page.context.set_offline(True)
    page.goto(live_url + "/optcg/judge/")
    editor = page.locator("#structured-editor")
    editor.get_by_label("Titel").fill("Zoro greift an")
    side_a = editor.locator("details.ed-player").filter(
        has=page.locator("summary", has_text="Spieler A"))
    side_a.get_by_role("button", name="Charakter hinzufügen").click()
    character = side_a.locator(".ed-characters .ed-card").first
    character.get_by_label("Name", exact=True).fill("Roronoa Zoro")
    character.get_by_label("Stärke").fill("6000")
    actions = page.locator("details.ed-actions")
    for kind in ("attack", "pass", "pass"):
        actions.get_by_label("Neue Aktion").select_option(kind)
        actions.get_by_role("button", name="Hinzufügen", exact=True).click()
    actions.locator("li.ed-action").first.get_by_label("Angreifer").select_option("a-c1")
    text = page.locator("#id_scenario").input_value()
    expected = page_judge.judge(text, "optcg", "de")["result"]
    judged_in_page(page)
    result = page.locator("#result")
    expect(result.get_by_role("heading", level=2)).to_have_text("Entscheidung: Zoro greift an")
    expect(result.get_by_role("heading", name="Zitierte Regeln")).to_be_visible()
    expect(result.locator(".timeline > li .step-text")).to_have_text(
        [step["text"] for step in expected["steps"]])
    expect(result.locator(".timeline")).to_contain_text("Roronoa Zoro")
    # the engine's own words in German, as the server says them
    expect(result.locator(".timeline")).to_contain_text("B blockt nicht.")
    expect(result.locator(".verdict")).to_contain_text(expected["verdict"])
    expect(result.locator(".judged-here")).to_have_text(
        "Auf diesem Gerät ohne Netz entschieden, mit derselben Engine wie auf dem Server.")
    expect(result.locator("a.rule-link[data-rule='7-1-4-1']").first).to_have_attribute(
        "href", "/optcg/rules/7-1-4-1/")
    page.context.set_offline(False)
    assert [p for p in problems if "ERR_INTERNET_DISCONNECTED" not in p] == []


CARD_SCENARIO = """game: optcg
title: Luffy forbids the block
turn: {number: 4, player: A}
players:
  A:
    characters: [{id: a-luffy, card: ST01-012, don: 2}]
  B:
    characters: [{card: ST01-006}, {id: b-arlong, card: OP01-063}]
actions:
  - attack: {attacker: a-luffy, target: B.leader}
  - block: {blocker: ST01-006}
"""


def judged_by_server(site_url: str, text: str, language: str) -> dict:
    request = urllib.request.Request(
        f"{site_url}/api/v1/optcg/judge/?lang={language}",
        data=json.dumps(yaml.safe_load(text)).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


def test_it_fills_printed_card_numbers_without_a_network_as_the_server(own_site, offline_page):
    """The imported cards are kept with the engine: `card: ST01-012` judged in the page with
    the network cut gives the server's verdict, steps and notes, in the reader's language."""
    site = own_site()
    site.manage("import_cards", "optcg", str(ENGLISH))
    page = offline_page
    problems = console_problems(page)
    page.context.add_cookies([{"name": "django_language", "value": "fr", "url": site.url}])
    expected = judged_by_server(site.url, CARD_SCENARIO, "fr")
    assert expected["outcome"] == "illegal_action" and expected["notes"]
    keep_offline(page, site.url)
    kept = page.evaluate("async () => (await (await caches.open('rulesite-judge')).keys())"
                         ".map((request) => new URL(request.url).pathname)")
    assert [path for path in kept if path.startswith("/offline/judge-cards-optcg-")]
    page.context.set_offline(True)
    page.goto(site.url + "/optcg/judge/")
    page.locator("#id_scenario").fill(CARD_SCENARIO)
    judged_in_page(page)
    result = page.locator("#result")
    expect(result.locator(".timeline > li:not(.step-illegal) .step-text")).to_have_text(
        [step["text"] for step in expected["steps"]])
    expect(result.locator(".step-illegal")).to_contain_text(expected["illegal"]["reason"])
    expect(result.locator(".verdict")).to_contain_text(expected["verdict"])
    expect(result.locator(".ruling-notes li")).to_have_text(
        [note["text"] for note in expected["notes"]])
    expect(result.locator(".ruling-notes h3")).to_have_text("À propos des cartes imprimées")
    page.context.set_offline(False)
    assert [p for p in problems if "ERR_INTERNET_DISCONNECTED" not in p] == []
