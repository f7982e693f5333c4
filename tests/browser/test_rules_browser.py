"""Reading the rules in a real browser: following cross-references, the rule preview on rule
and glossary pages, copy-link buttons, and a clean printout."""
from __future__ import annotations

import io
import re

import pypdf
from browser_helpers import console_problems
from playwright.sync_api import expect


def test_it_opens_a_rule_and_follows_a_cross_reference(live_url, page):
    problems = console_problems(page)
    page.goto(live_url + "/optcg/rules/")
    page.get_by_role("link", name=re.compile(r"^1-3 ")).click()
    page.wait_for_url(live_url + "/optcg/rules/1-3/")
    page.goto(live_url + "/optcg/rules/1-3-9-1/")
    reference = page.locator(".rule-text a.rule-ref[data-rule='6-5-3-1']").first
    reference.click()
    page.wait_for_url(live_url + "/optcg/rules/6-5-3-1/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("6-5-3-1")
    # and back through "cited by"
    page.locator(".related a[data-rule='1-3-9-1']").click()
    page.wait_for_url(live_url + "/optcg/rules/1-3-9-1/")
    assert problems == []


def test_it_previews_a_rule_from_rule_text_and_from_a_glossary_term(live_url, page):
    problems = console_problems(page)
    page.goto(live_url + "/optcg/rules/1-3-9-1/")
    page.locator(".rule-text a.rule-ref[data-rule='6-5-3-1']").first.hover()
    popover = page.locator("#rule-popover")
    expect(popover).to_be_visible()
    expect(popover).to_contain_text("6-5-3-1")
    expect(popover.get_by_role("link", name="Open the rule")).to_have_attribute(
        "href", re.compile(r"/optcg/rules/6-5-3-1/$"))
    page.keyboard.press("Escape")
    expect(popover).to_be_hidden()

    page.goto(live_url + "/optcg/glossary/blocker/")
    link = page.locator(".rule-uses a").first
    number = link.get_attribute("href").rstrip("/").rsplit("/", 1)[1]
    link.hover()
    expect(page.locator("#rule-popover")).to_contain_text(number)
    assert problems == []


def test_it_previews_a_heading_with_its_sub_rules_text(live_url, page):
    # 7-1 names the Attack Step (7-1-1), a heading whose rules are all in its sub-rules
    page.goto(live_url + "/optcg/rules/7-1/")
    page.locator(".rule-text a.rule-ref[data-rule='7-1-1']").first.hover()
    popover = page.locator("#rule-popover")
    expect(popover).to_contain_text("Attack Step")
    expect(popover).to_contain_text("7-1-1-1")


def test_it_shows_the_rule_on_a_tap_and_opens_it_on_the_second(live_url, phone_page):
    page = phone_page
    page.goto(live_url + "/optcg/rules/1-3-9-1/")
    reference = page.locator(".rule-text a.rule-ref[data-rule='6-5-3-1']").first
    reference.tap()
    expect(page.locator("#rule-popover")).to_contain_text("6-5-3-1")
    assert page.url == live_url + "/optcg/rules/1-3-9-1/"
    reference.tap()
    page.wait_for_url(live_url + "/optcg/rules/6-5-3-1/")


def test_it_copies_a_link_to_a_rule_and_to_a_sub_rule(live_url, page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_url)
    page.goto(live_url + "/optcg/rules/7-1-4/")
    page.get_by_role("button", name="Copy link: CR 7-1-4", exact=True).click()
    expect(page.get_by_role("button", name="Copy link: CR 7-1-4", exact=True)).to_have_text(
        "Copied")
    assert page.evaluate("navigator.clipboard.readText()") == (
        f"CR 7-1-4 {live_url}/optcg/rules/7-1-4/")
    page.get_by_role("button", name="Copy link: CR 7-1-4-1", exact=True).click()
    assert page.evaluate("navigator.clipboard.readText()") == (
        f"CR 7-1-4-1 {live_url}/optcg/rules/7-1-4-1/")
    expect(page.get_by_role("status").filter(has_text="copied")).to_have_text(
        "Link to CR 7-1-4-1 copied.")


def test_it_names_the_game_when_copying_a_rule_numbered_by_this_site(live_url, page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_url)
    page.goto(live_url + "/ygo/rules/7-1/")
    page.get_by_role("button", name="Copy link: Yu-Gi-Oh! 7-1", exact=True).click()
    assert page.evaluate("navigator.clipboard.readText()") == (
        f"Yu-Gi-Oh! 7-1 {live_url}/ygo/rules/7-1/")


def test_it_prints_a_rule_without_navigation_or_buttons(live_url, page):
    page.goto(live_url + "/optcg/rules/7-1-4/")
    expect(page.locator("button.copy-link").first).to_be_visible()
    pdf = pypdf.PdfReader(io.BytesIO(page.pdf(format="A4")))
    printed = " ".join(p.extract_text() for p in pdf.pages)
    assert "7-1-4. Damage Step" in printed
    assert "7-1-4-1" in printed
    for screen_only in ("Copy link", "Glossary", "Skip to content", "Language", "Dark mode"):
        assert screen_only not in printed
