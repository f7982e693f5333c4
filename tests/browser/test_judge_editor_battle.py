"""The structured editor follows the battle: the dispute "A's 5000 Leader attacks, B blocks with
a Blocker and plays a +2000 Counter", built from the starting board on a phone, comes out right
with the editor's own defaults."""
from __future__ import annotations

import re

import pytest
from browser_helpers import console_problems
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def _side(page, player: str):
    return page.locator("details.ed-player").filter(
        has=page.locator("summary", has_text=f"Player {player}"))


def _add_action(page, kind: str):
    actions = page.locator("details.ed-actions")
    actions.get_by_label("New action").select_option(kind)
    actions.get_by_role("button", name="Add", exact=True).click()
    return actions.locator("li.ed-action").last


def _options(select) -> list[str]:
    return select.locator("option").evaluate_all("nodes => nodes.map(n => n.value)")


def test_it_builds_a_blocked_attack_with_a_counter_right_by_default(phone_page, live_url):
    page = phone_page
    errors = console_problems(page)
    page.goto(live_url + "/optcg/judge/")
    side_b = _side(page, "B")
    side_b.get_by_role("button", name="Add a Character").click()
    jinbe = side_b.locator(".ed-characters .ed-card").first
    jinbe.get_by_label("Name", exact=True).fill("Jinbe")
    jinbe.get_by_label("Power", exact=True).fill("4000")
    jinbe.get_by_label("Blocker", exact=True).check()
    side_b.get_by_role("button", name="Add a hand card").click()
    sanji = side_b.locator(".ed-hand .ed-card").first
    sanji.get_by_label("Name", exact=True).fill("Sanji")
    sanji.get_by_label("Counter", exact=True).fill("2000")

    attack = _add_action(page, "attack")
    # only the turn player's Leader and Characters attack (CR 7-1-1-1)
    assert _options(attack.get_by_label("Attacker")) == ["A.leader"]
    expect(attack.get_by_label("Attacker")).to_have_value("A.leader")
    expect(attack.get_by_label("Target")).to_have_value("B.leader")
    block = _add_action(page, "block")
    expect(block.get_by_label("Blocker")).to_have_value("b-c1")
    counter = _add_action(page, "counter")
    expect(counter.get_by_label("Card")).to_have_value("b-h1")
    # after the block, the Counter goes to the Blocker by default
    expect(counter.get_by_label("Target")).to_have_value("b-c1")
    expect(counter.locator(".ed-warning")).to_have_count(0)

    # a Counter on a card out of the battle is flagged before judging
    counter.get_by_label("Target").select_option("B.leader")
    counter = page.locator("details.ed-actions li.ed-action").nth(2)
    expect(counter.locator(".ed-warning")).to_contain_text(
        "The +2000 goes to B's Leader (B.leader), which is not in this battle: did you mean the "
        "Blocker, Jinbe (b-c1)?")
    counter.get_by_label("Target").select_option("b-c1")
    counter = page.locator("details.ed-actions li.ed-action").nth(2)
    expect(counter.locator(".ed-warning")).to_have_count(0)
    _add_action(page, "pass")

    text = page.locator("#id_scenario").input_value()
    assert "- block: {blocker: b-c1}" in text
    assert "- counter: {card: b-h1, target: b-c1}" in text
    page.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_url(re.compile(r"/optcg/judge/#result$"))
    result = page.locator("#result")
    # the ruling opens with the verdict: the Blocker with its Counter beats the Leader
    expect(result.locator(".verdict-text")).to_have_text(
        "A's attack fails: A's Leader with 5000 does not beat the Blocker B's Jinbe with 6000 "
        "(4000 + 2000 Counter). Nothing is K.O.'d and B takes no damage.")
    life = result.locator(".board-block.after .side-B .count-item", has_text="Life")
    expect(life).to_contain_text("4")
    assert errors == []
