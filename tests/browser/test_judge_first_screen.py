"""The first screen of a 360 x 740 phone at the table (issue 31): the judge page shows the board
to describe (not the offer to work offline), a saved ruling opened from its QR code shows the
answer, drafts are on top after a restart, the "Judge" button says what it does in every
language, and text at 200 % never makes a page wider than the screen. (The menu's link to the
official Q&A: test_rulings_browser.py.)"""
from __future__ import annotations

import re

import pytest
from browser_helpers import console_problems, horizontal_overflow
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

SCREEN = 740  # the height of the small phone (conftest.SMALL_PHONE)
VERBS = {"en": "Judge", "de": "Entscheiden", "es": "Juzgar", "it": "Giudica", "fr": "Juger"}
BLOCKED = """game: optcg
title: Chopper blocks
question: Does Nami's Counter save Chopper?
turn: {number: 3, player: A}
players:
  A:
    characters: [{id: a-c1, name: Luffy, power: 3000, cost: 1}]
  B:
    characters: [{id: b-c1, name: Chopper, power: 3000, cost: 1, keywords: [Blocker]}]
    hand: [{id: b-h1, name: Nami, power: 2000, cost: 1, counter: 1000}]
actions:
  - attack: {attacker: a-c1, target: B.leader}
  - block: {blocker: b-c1}
  - counter: {card: b-h1, target: b-c1}
"""


def top(locator) -> float:
    return locator.evaluate("node => node.getBoundingClientRect().top")


def bottom(locator) -> float:
    return locator.evaluate("node => node.getBoundingClientRect().bottom")


def test_the_judge_page_opens_on_the_board_not_on_the_offer(small_phone_page, live_url):
    page = small_phone_page
    problems = console_problems(page)
    page.goto(live_url + "/optcg/judge/")
    # the first card a judge adds is within reach without scrolling
    add = page.locator("details.ed-player").first.get_by_role("button", name="Add a Character")
    expect(page.locator("#structured-editor")).to_be_visible()
    assert top(page.locator("#structured-editor")) < SCREEN / 2
    # the offer to work offline waits under the form
    assert top(page.locator("#offline-judge-heading").locator("..")) > top(add)
    assert problems == []


@pytest.mark.parametrize("language", list(VERBS))
def test_the_judge_button_is_a_verb_in_every_language(small_phone_page, live_url, language):
    page = small_phone_page
    page.goto(live_url + f"/optcg/judge/?lang={language}")
    expect(page.locator("#judge-form button[value=judge]")).to_have_text(VERBS[language])


def test_a_saved_ruling_answers_the_question_within_the_first_screen(small_phone_page, live_url):
    page = small_phone_page
    page.goto(live_url + "/optcg/judge/")
    page.locator("#id_scenario").fill(BLOCKED)
    page.get_by_role("button", name="Save and share").click()
    page.wait_for_url(re.compile(r"/optcg/judge/r/[\w-]{20,}/$"))
    verdict = page.locator(".verdict-text")
    expect(verdict).to_have_count(1)  # said once, above the share box and the QR code
    expect(verdict).to_contain_text("A's attack fails: Luffy with 3000 does not beat the Blocker")
    assert bottom(verdict) < SCREEN
    assert top(page.locator(".question")) < top(verdict) < top(page.locator("figure.qr"))


def test_drafts_are_on_top_after_a_restart(small_phone_page, live_url):
    page = small_phone_page
    page.goto(live_url + "/optcg/judge/")
    page.locator("#structured-editor").get_by_label("Title").fill("Table 7, Chopper blocks")
    expect(page.locator("#draft-status")).to_contain_text("Kept on this device")
    # a restart: the tab is gone, the drafts stay on the device
    again = page.context.new_page()
    again.goto(live_url + "/optcg/judge/")
    drafts = again.locator("#drafts")
    expect(drafts).to_have_attribute("open", "")
    expect(drafts.locator("li")).to_contain_text("Table 7, Chopper blocks")
    assert bottom(drafts.locator("li").first) < SCREEN


@pytest.mark.parametrize("path", ["/", "/optcg/judge/", "/optcg/glossary/", "/optcg/rules/7-1-4/",
                                  "/optcg/rulings/", "/optcg/search/?q=blocker", "/ygo/judge/"])
def test_text_at_200_percent_fits_the_screen(small_phone_page, live_url, path):
    page = small_phone_page
    page.goto(live_url + path)
    # what a phone's largest text setting does: every rem doubles
    page.evaluate("() => { document.documentElement.style.fontSize = '200%'; }")
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow


def test_a_judged_board_at_200_percent_fits_the_screen(small_phone_page, live_url):
    page = small_phone_page
    page.goto(live_url + "/optcg/judge/")
    page.locator("#id_scenario").fill(BLOCKED)
    page.locator("#judge-form button[value=judge]").click()
    page.wait_for_url(re.compile(r"#result$"))
    page.evaluate("() => { document.documentElement.style.fontSize = '200%'; }")
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
