"""A dispute entered at the table on a 360 px phone, counting every tap (issue 31): "Luffy
attacks, Chopper blocks, Nami's Counter" in at most 15 taps, and a [Trigger] dispute without
typing YAML, with a network and without one. A tap is a click, a tick, a menu choice or a
focus on a field to type into; typing itself is counted apart (names only, never YAML)."""
from __future__ import annotations

import re

import pytest
from browser_helpers import console_problems
from playwright.sync_api import expect
from test_judge_offline import ENGLISH, keep_offline

pytestmark = pytest.mark.browser

MAX_TAPS = 15


class Finger:
    """Counts what a judge does with the phone: taps and typed words."""

    def __init__(self) -> None:
        self.taps = 0
        self.typed: list[str] = []

    def tap(self, locator) -> None:
        self.taps += 1
        locator.click()

    def tick(self, locator) -> None:
        self.taps += 1
        locator.check()

    def choose(self, select, value: str) -> None:
        self.taps += 1
        select.select_option(value)

    def type(self, field, text: str) -> None:
        self.taps += 1  # the tap that puts the caret in the field
        self.typed.append(text)
        field.fill(text)


def side(page, player: str):
    return page.locator("details.ed-player").filter(
        has=page.locator("summary", has_text=f"Player {player}"))


def add_next_action(page, finger: Finger, kind: str):
    """Adds the action the editor offers next; the test checks it is the one wanted, so a
    wrong guess costs a tap (the menu) as it would at the table."""
    actions = page.locator("details.ed-actions")
    menu = actions.get_by_label("New action")
    if menu.input_value() != kind:
        finger.choose(menu, kind)
    finger.tap(actions.get_by_role("button", name="Add", exact=True))
    return actions.locator("li.ed-action").last


def enter_luffy_chopper_nami(page) -> Finger:
    finger = Finger()
    side_a, side_b = side(page, "A"), side(page, "B")
    finger.tap(side_a.get_by_role("button", name="Add a Character"))
    finger.type(side_a.locator(".ed-characters .ed-card").first.get_by_label("Name", exact=True),
                "Luffy")
    finger.tap(side_b.get_by_role("button", name="Add a Character"))
    chopper = side_b.locator(".ed-characters .ed-card").first
    finger.type(chopper.get_by_label("Name", exact=True), "Chopper")
    finger.tick(chopper.get_by_label("Blocker", exact=True))
    finger.tap(side_b.get_by_role("button", name="Add a hand card"))
    finger.type(side_b.locator(".ed-hand .ed-card").first.get_by_label("Name", exact=True),
                "Nami")
    attack = add_next_action(page, finger, "attack")
    # the Character just added attacks, not the Leader
    expect(attack.get_by_label("Attacker")).to_have_value("a-c1")
    expect(attack.get_by_label("Target")).to_have_value("B.leader")
    block = add_next_action(page, finger, "block")
    # the Blocker is Chopper, never the attacked Leader
    expect(block.get_by_label("Blocker")).to_have_value("b-c1")
    counter = add_next_action(page, finger, "counter")
    expect(counter.get_by_label("Card")).to_have_value("b-h1")
    expect(counter.get_by_label("Target")).to_have_value("b-c1")
    return finger


def enter_trigger_dispute(page) -> Finger:
    """A's Leader attacks B's Leader, whose top Life card has "[Trigger] Draw 1 card"."""
    finger = Finger()
    side_b = side(page, "B")
    finger.tap(side_b.get_by_role("button", name="List the Life cards"))
    top = side_b.locator(".ed-life .ed-card").first
    expect(top.locator("summary")).to_contain_text("Top")
    finger.tap(top.locator("summary"))
    finger.choose(top.get_by_label("[Trigger]"), "draw")
    add_next_action(page, finger, "attack")
    add_next_action(page, finger, "pass")
    add_next_action(page, finger, "pass")
    add_next_action(page, finger, "trigger")
    return finger


def judge(page, finger: Finger):
    finger.tap(page.locator("#judge-form button[value=judge]"))


def test_the_blocked_attack_takes_at_most_15_taps_online(small_phone_page, live_url):
    page = small_phone_page
    problems = console_problems(page)
    page.goto(live_url + "/optcg/judge/")
    finger = enter_luffy_chopper_nami(page)
    judge(page, finger)
    page.wait_for_url(re.compile(r"/optcg/judge/#result$"))
    verdict = page.locator("#result .verdict-text")
    expect(verdict).to_contain_text("A's attack fails: Luffy with 3000 does not beat the Blocker "
                                    "B's Chopper with 4000 (3000 + 1000 Counter).")
    expect(verdict).to_be_in_viewport()  # the answer on the screen the judge is looking at
    assert finger.taps <= MAX_TAPS, finger.taps
    assert finger.typed == ["Luffy", "Chopper", "Nami"]
    assert problems == []


def test_a_trigger_dispute_needs_no_yaml_online(small_phone_page, live_url):
    page = small_phone_page
    problems = console_problems(page)
    page.goto(live_url + "/optcg/judge/")
    finger = enter_trigger_dispute(page)
    text = page.locator("#id_scenario").input_value()
    assert "trigger: [{draw: 1}]" in text or "- draw: 1" in text
    judge(page, finger)
    page.wait_for_url(re.compile(r"/optcg/judge/#result$"))
    timeline = page.locator("#result .timeline")
    expect(timeline).to_contain_text("[Trigger]")
    hand = page.locator("#result .board-block.after .side-B .count-item", has_text="Hand")
    # the activated [Trigger] card goes to the trash (CR 10-1-5-3); the card it drew is in hand
    expect(hand).to_contain_text("1")
    trash = page.locator("#result .board-block.after .side-B .count-item", has_text="Trash")
    expect(trash).to_contain_text("1")
    assert finger.typed == []
    assert finger.taps <= MAX_TAPS, finger.taps
    assert problems == []


def pick_card(page, finger: Finger, card, typed: str, number: str) -> None:
    """Types a few letters into the card picker and taps the suggestion for `number`."""
    picker = card.get_by_label("Printed card")
    finger.type(picker, typed)
    option = card.locator(f"datalist option[value^='{number} ']")
    expect(option).to_have_count(1)
    finger.taps += 1  # the tap on the suggestion, which puts its value in the box
    picker.fill(option.get_attribute("value"))
    expect(card.get_by_label("Name", exact=True)).not_to_have_value("")


def test_both_disputes_offline_with_printed_cards_from_the_kept_file(own_site,
                                                                      small_offline_page):
    """Without a network the picker finds the printed cards in the file the offline judge
    keeps, and the page judges both disputes itself."""
    site = own_site()
    site.manage("import_cards", "optcg", str(ENGLISH))
    page = small_offline_page
    problems = console_problems(page)
    keep_offline(page, site.url)
    page.context.set_offline(True)
    page.goto(site.url + "/optcg/judge/")
    finger = Finger()
    side_a, side_b = side(page, "A"), side(page, "B")
    finger.tap(side_a.get_by_role("button", name="Add a Character"))
    luffy = side_a.locator(".ed-characters .ed-card").first
    pick_card(page, finger, luffy, "luffy st01", "ST01-012")
    finger.tap(side_b.get_by_role("button", name="Add a Character"))
    chopper = side_b.locator(".ed-characters .ed-card").first
    pick_card(page, finger, chopper, "chopper st01", "ST01-006")
    finger.tap(side_b.get_by_role("button", name="Add a hand card"))
    nami = side_b.locator(".ed-hand .ed-card").first
    pick_card(page, finger, nami, "ST01-007", "ST01-007")
    attack = add_next_action(page, finger, "attack")
    expect(attack.get_by_label("Attacker")).to_have_value("a-c1")
    block = add_next_action(page, finger, "block")
    expect(block.get_by_label("Blocker")).to_have_value("b-c1")
    counter = add_next_action(page, finger, "counter")
    expect(counter.get_by_label("Card")).to_have_value("b-h1")
    judged_in_page(page, finger)
    verdict = page.locator("#result .verdict")
    expect(verdict).to_contain_text("Monkey.D.Luffy has 0 DON!!, so [Blocker] may be used")
    expect(verdict).to_be_in_viewport()
    assert finger.taps <= MAX_TAPS, finger.taps

    # the next table's dispute, in a new tab: a blank board (the draft stays with its tab)
    page = page.context.new_page()
    page.goto(site.url + "/optcg/judge/")
    finger = enter_trigger_dispute(page)
    judged_in_page(page, finger)
    expect(page.locator("#result .timeline")).to_contain_text("[Trigger]")
    assert finger.typed == [] and finger.taps <= MAX_TAPS, finger.taps
    page.context.set_offline(False)
    assert [p for p in problems if "ERR_INTERNET_DISCONNECTED" not in p] == []


def judged_in_page(page, finger: Finger) -> None:
    finger.tap(page.locator("#judge-form button[value=judge]"))
    expect(page.locator("#result.offline-result .judged-here")).to_be_visible(timeout=120_000)
