"""Live search in a real Chromium: results as you type, arrow keys, opening a result, "/" to
search from anywhere, and the page without JavaScript. (Moved from tests/rulesite/ onto the
shared server.)"""
from __future__ import annotations

import re

from browser_helpers import console_problems
from playwright.sync_api import expect


def test_it_shows_results_as_you_type_and_moves_through_them_with_the_keys(live_url, page):
    problems = console_problems(page)
    page.goto(live_url + "/optcg/")
    box = page.locator("#site-search")
    box.press_sequentially("Bloqueador", delay=40)
    first = page.locator("#live-results .result-title").first
    first.wait_for()
    assert first.inner_text() == "[Blocker]"
    assert page.locator("#live-results mark").first.inner_text() == "Bloqueador"
    assert page.url == live_url + "/optcg/"  # still on the page the reader was on
    box.press("ArrowDown")
    assert page.evaluate("document.activeElement.textContent") == "[Blocker]"
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.className") == "result-title"
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.id") == "site-search"
    assert page.locator("#live-results .result").count() == 0
    assert problems == []


def test_it_opens_a_result_found_as_you_type(live_url, phone_page):
    page = phone_page
    problems = console_problems(page)
    page.goto(live_url + "/optcg/rules/")
    page.locator("#site-search").press_sequentially("Ablagestapel", delay=30)
    result = page.locator("#live-results .result-title", has_text="Trash").first
    result.tap()
    page.wait_for_url(live_url + "/optcg/glossary/trash/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Trash")
    assert problems == []


def test_it_updates_the_results_page_as_you_type_and_jumps_to_a_rule_on_enter(live_url, page):
    problems = console_problems(page)
    page.goto(live_url + "/optcg/search/?q=blocker")
    box = page.locator("#site-search")
    box.fill("")
    box.press_sequentially("7-1-4", delay=40)
    expect(page.locator("#search-results .result-title").first).to_have_text(
        re.compile(r"^7-1-4\. Damage Step$"))
    assert "q=7-1-4" in page.url  # the address follows the box, for reloading and sharing
    box.press("Enter")
    page.wait_for_url(live_url + "/optcg/rules/7-1-4/")
    assert problems == []


def test_it_puts_the_cursor_in_the_search_box_on_slash(live_url, page):
    page.goto(live_url + "/optcg/rules/7-1-4/")
    expect(page.locator("#site-search")).not_to_be_focused()
    page.keyboard.press("/")
    expect(page.locator("#site-search")).to_be_focused()
    assert page.locator("#site-search").input_value() == ""  # the slash itself is not typed
    page.keyboard.type("7/1")  # in the box, a slash is just a character
    assert page.locator("#site-search").input_value() == "7/1"


def test_it_searches_without_javascript(live_url, no_script_page):
    page = no_script_page
    page.goto(live_url + "/optcg/")
    page.fill("#site-search", "Ablagestapel")
    page.press("#site-search", "Enter")
    page.wait_for_url("**/optcg/search/?q=Ablagestapel")
    assert page.locator(".result-title").first.inner_text() == "Trash"
    assert page.locator(".badge").first.inner_text().lower() == "term"
