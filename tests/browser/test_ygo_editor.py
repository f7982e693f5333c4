"""The Yu-Gi-Oh! judge's structured editor in a real browser: a board built in the form, judged,
saved and shared; examples shown in the form; the text box and the form in sync both ways."""
from __future__ import annotations

import re

import pytest
import yaml
from axe_playwright_python.sync_playwright import Axe
from browser_helpers import console_problems, horizontal_overflow, small_tap_targets
from playwright.sync_api import expect

from judge.examples import example_paths

pytestmark = pytest.mark.browser


def player_section(page, player: str):
    return page.locator("details.ed-player").filter(
        has=page.locator("summary", has_text=f"Player {player}"))


def add_action(page, kind: str):
    actions = page.locator("details.ed-actions")
    actions.get_by_label("New action").select_option(kind)
    actions.get_by_role("button", name="Add", exact=True).click()
    return actions.locator("li.ed-action").last


def add_monster(page, player: str, name: str, atk: str):
    side = player_section(page, player)
    side.get_by_role("button", name="Add a monster").click()
    card = side.locator(".ed-monsters .ed-card").last
    card.get_by_label("Name").fill(name)
    card.get_by_label("ATK", exact=True).fill(atk)
    return card


def scenario(page) -> dict:
    return yaml.safe_load(page.locator("#id_scenario").input_value())


def test_it_builds_a_battle_in_the_editor_judges_and_shares_it_on_a_phone(phone_page, live_url):
    page = phone_page
    problems = console_problems(page)
    page.goto(live_url + "/ygo/judge/")
    expect(page.locator("#structured-editor")).to_be_visible()

    page.locator("#structured-editor").get_by_label("Title").fill("Knight against Goblin")
    knight = add_monster(page, "A", "Celtic Knight", "1800")
    goblin = add_monster(page, "B", "Goblin", "1500")
    expect(knight.locator("summary")).to_have_text(
        "Celtic Knight (a-m1) · Level 4 · ATK 1800 / DEF 1000 · Attack Position")
    expect(goblin.get_by_label("Battle position")).to_have_value("attack")
    add_action(page, "battle_phase")
    attack = add_action(page, "attack")
    # the attack starts filled in from the board: A's monster against B's
    expect(attack.get_by_label("Attacker")).to_have_value("a-m1")
    expect(attack.get_by_label("Target")).to_have_value("b-m1")

    text = page.locator("#id_scenario").input_value()
    assert "- attack: {attacker: a-m1, target: b-m1}" in text
    data = yaml.safe_load(text)
    assert data["turn"] == {"number": 3, "player": "A", "phase": "main1"}
    assert data["players"]["A"]["monsters"] == [{"id": "a-m1", "kind": "monster", "level": 4,
                                                  "atk": 1800, "def": 1000,
                                                  "position": "attack", "name": "Celtic Knight"}]
    assert data["players"]["B"]["monsters"][0]["name"] == "Goblin"
    assert data["actions"] == ["battle_phase", {"attack": {"attacker": "a-m1", "target": "b-m1"}}]

    page.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_url(re.compile(r"/ygo/judge/#result$"))
    result = page.locator("#result")
    expect(result.locator(".timeline")).to_contain_text("Celtic Knight attacks Goblin")
    after_b = result.locator(".board-block.after .side-B")
    expect(after_b.locator(".lp")).to_have_class(re.compile("changed"))
    expect(after_b.locator(".lp-value")).to_have_text("7700")
    graveyard = after_b.locator(".count-item", has_text="Graveyard")
    expect(graveyard).to_have_class(re.compile("changed"))
    expect(graveyard.locator("dd")).to_contain_text("1")
    expect(after_b.locator(".left-field")).to_contain_text("Goblin → B's Graveyard")
    expect(after_b.locator(".monster-zones")).to_contain_text("no monster")
    # the form shows the judged board again, ready to change
    expect(player_section(page, "B").locator(".ed-monsters summary")).to_contain_text("Goblin")

    page.get_by_role("button", name="Save and share").click()
    page.wait_for_url(re.compile(r"/ygo/judge/r/[\w-]{20,}/$"))
    link = page.locator("#share-url").input_value()
    assert link == page.url
    expect(page.get_by_role("heading", level=1)).to_have_text("Knight against Goblin")

    # the shared link opens for somebody else, read-only, with the same ruling
    other = page.context.browser.new_context()
    try:
        shared = other.new_page()
        shared.goto(link)
        expect(shared.get_by_role("heading", level=1)).to_have_text("Knight against Goblin")
        expect(shared.locator(".timeline")).to_contain_text("Celtic Knight attacks Goblin")
        expect(shared.locator(".board-block.after .side-B .lp-value")).to_have_text("7700")
    finally:
        other.close()
    assert problems == []


def test_it_shows_an_example_in_the_editor_and_keeps_both_in_sync(page, live_url):
    problems = console_problems(page)
    page.goto(live_url + "/ygo/judge/?example=12-flip-effect-after-damage")
    side_a, side_b = player_section(page, "A"), player_section(page, "B")
    bug = side_b.locator(".ed-monsters .ed-card").first
    expect(bug.locator("summary")).to_have_text(
        "Man-Eater Bug (b-bug) · Level 2 · ATK 450 / DEF 600 · face-down Defense Position")
    bug.locator("summary").click()
    expect(bug.get_by_label("Battle position")).to_have_value("set")
    flip = bug.get_by_label("FLIP effect (steps, in YAML)")
    expect(flip).to_have_value("- destroy: a-guardian\n")
    actions = page.locator("li.ed-action")
    expect(actions).to_have_count(2)
    expect(actions.nth(0).get_by_label("Action 1")).to_have_value("battle_phase")
    expect(actions.nth(1).get_by_label("Attacker")).to_have_value("a-guardian")
    expect(actions.nth(1).get_by_label("Target")).to_have_value("b-bug")

    # text -> editor
    box = page.locator("#id_scenario")
    box.fill(box.input_value().replace("atk: 1400", "atk: 1600"))
    expect(side_a.locator(".ed-monsters summary")).to_contain_text("ATK 1600 / DEF 1200")

    # a renamed card is renamed in the actions and in the effect steps that name it
    guardian = side_a.locator(".ed-monsters .ed-card").first
    guardian.locator("summary").click()
    guardian.get_by_label("id").fill("a-celtic")
    guardian.get_by_label("id").blur()
    assert scenario(page)["actions"][1] == {"attack": {"attacker": "a-celtic", "target": "b-bug"}}
    assert scenario(page)["players"]["B"]["monsters"][0]["flip"] == [{"destroy": "a-celtic"}]

    # effect steps typed as YAML: unreadable ones leave the text as it was, and say so
    flip = side_b.get_by_label("FLIP effect (steps, in YAML)")
    flip.fill("- destroy: [a-celtic")
    expect(side_b.locator(".ed-yaml .ed-note")).to_contain_text("cannot be read yet")
    expect(flip).to_have_attribute("aria-invalid", "true")
    assert scenario(page)["players"]["B"]["monsters"][0]["flip"] == [{"destroy": "a-celtic"}]
    flip.fill("- destroy: a-celtic\n- damage: {player: opponent, amount: 300}")
    expect(side_b.locator(".ed-yaml .ed-note")).to_have_text("")
    assert scenario(page)["players"]["B"]["monsters"][0]["flip"] == [
        {"destroy": "a-celtic"}, {"damage": {"player": "opponent", "amount": 300}}]

    # what the user types is shown as text, never as markup
    markup = '<img src=x onerror="document.title=1">Bug & co'
    side_b.get_by_label("Name").fill(markup)
    expect(side_b.locator(".ed-monsters summary")).to_have_text(
        f"{markup} (b-bug) · Level 2 · ATK 450 / DEF 600 · face-down Defense Position")
    expect(page.locator("#structured-editor img")).to_have_count(0)
    assert scenario(page)["players"]["B"]["monsters"][0]["name"] == markup

    # text the editor cannot read switches the editor off and stays as typed
    box.fill("game: ygo\nturn: {number: 3")
    expect(page.locator("#sync-status")).to_contain_text("cannot read")
    expect(side_b.get_by_label("LP")).to_be_disabled()
    expect(page.locator("#structured-editor")).to_have_class(re.compile("ed-disabled"))
    page.wait_for_timeout(500)
    assert box.input_value() == "game: ygo\nturn: {number: 3"
    page.get_by_role("button", name="Judge", exact=True).click()
    expect(page.locator("#result")).to_contain_text("not valid YAML or JSON")
    assert problems == []


def test_it_changes_a_cards_fields_with_its_kind_and_picks_tributes(page, live_url):
    problems = console_problems(page)
    page.goto(live_url + "/ygo/judge/")
    side_a = player_section(page, "A")
    add_monster(page, "A", "Small One", "1000")
    add_monster(page, "A", "Small Two", "1200")
    side_a.get_by_role("button", name="Add a hand card").click()
    card = side_a.locator(".ed-hand .ed-card").last
    card.get_by_label("Card type").select_option("trap")
    # a Trap has no Level or ATK, and a type of its own
    expect(card.get_by_label("ATK", exact=True)).to_have_count(0)
    card.get_by_label("Trap type").select_option("counter")
    assert scenario(page)["players"]["A"]["hand"] == [
        {"id": "a-h1", "kind": "trap", "trap_type": "counter"}]
    card.get_by_label("Card type").select_option("monster")
    card.get_by_label("Name").fill("Big Dragon")
    card.get_by_label("Level").fill("7")
    card.get_by_label("ATK", exact=True).fill("2400")
    assert scenario(page)["players"]["A"]["hand"] == [
        {"id": "a-h1", "kind": "monster", "name": "Big Dragon", "level": 7, "atk": 2400}]

    summon = add_action(page, "normal_summon")
    expect(summon.get_by_label("Card")).to_have_value("a-h1")
    summon.get_by_label("Small One (a-m1)").check()
    summon.get_by_label("Small Two (a-m2)").check()
    assert scenario(page)["actions"] == [
        {"normal_summon": {"card": "a-h1", "tributes": ["a-m1", "a-m2"]}}]

    page.get_by_role("button", name="Judge", exact=True).click()
    after_a = page.locator("#result .board-block.after .side-A")
    expect(page.locator("#result .timeline")).to_contain_text(
        "Tribute Summon Big Dragon, tributing Small One, Small Two")
    expect(after_a.locator(".monster-zones > li")).to_have_count(1)
    expect(after_a.locator(".monster-zones")).to_contain_text("Big Dragon")
    expect(after_a.locator(".count-item", has_text="Graveyard").locator("dd")).to_contain_text("2")
    assert problems == []


def test_its_editor_reads_every_ygo_example_as_the_server_does(page, live_url):
    page.goto(live_url + "/ygo/judge/")
    texts = {path.name: path.read_text(encoding="utf-8") for path in example_paths("ygo")}
    read = page.evaluate(
        "async texts => { await RulesiteYAML.ready;"  # the yaml package is a module
        "return Object.fromEntries(Object.entries(texts).map(([name, text]) => {"
        "  const data = RulesiteYAML.parse(text);"
        "  return [name, {data, dumped: RulesiteYAML.dump(data)}];"
        "})); }", texts)
    assert len(read) == len(texts) >= 17
    for name, text in texts.items():
        assert read[name]["data"] == yaml.safe_load(text), name
        assert yaml.safe_load(read[name]["dumped"]) == yaml.safe_load(text), name


def test_it_keeps_the_keyboard_where_the_work_goes_on(page, live_url):
    page.goto(live_url + "/ygo/judge/")
    side_a = player_section(page, "A")
    side_a.get_by_role("button", name="Add a monster").focus()
    page.keyboard.press("Enter")
    # the new card, open, takes the focus; its fields follow it in the tab order
    new_card = side_a.locator(".ed-monsters summary").first
    expect(new_card).to_be_focused()
    expect(new_card).to_contain_text("a-m1")
    page.keyboard.press("Tab")
    expect(side_a.get_by_label("id")).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.type("Keyboard Knight")
    assert scenario(page)["players"]["A"]["monsters"][0]["name"] == "Keyboard Knight"

    actions = page.locator("details.ed-actions")
    actions.get_by_label("New action").focus()
    page.keyboard.press("Tab")
    expect(actions.get_by_role("button", name="Add", exact=True)).to_be_focused()
    page.keyboard.press("Enter")
    expect(actions.get_by_label("Action 1")).to_be_focused()
    actions.locator("li.ed-action").get_by_role("button", name="Remove").focus()
    page.keyboard.press("Enter")
    expect(actions.get_by_role("button", name="Add", exact=True)).to_be_focused()

    side_a.locator(".ed-monsters").get_by_role("button", name="Remove").focus()
    page.keyboard.press("Space")
    expect(side_a.get_by_role("button", name="Add a monster")).to_be_focused()
    assert "monsters" not in scenario(page)["players"]["A"]


def test_it_judges_a_ygo_board_without_javascript(no_script_page, live_url):
    page = no_script_page
    page.goto(live_url + "/ygo/judge/?example=01-attack-beats-attack")
    expect(page.locator("#structured-editor")).to_be_hidden()
    page.get_by_role("button", name="Judge", exact=True).click()
    expect(page.locator("#result .board-block.after .side-B .lp-value")).to_have_text("7700")


@pytest.mark.parametrize("language", ["en", "de"])
def test_it_fits_a_360_px_phone_and_passes_axe_with_every_card_open(browser, live_url, language):
    # German option texts are the longest; every kind of field is on show
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740},
                                  is_mobile=True, has_touch=True, service_workers="block")
    try:
        page = context.new_page()
        problems = console_problems(page)
        page.goto(live_url + "/ygo/judge/?example=11-chain-resolves-last-link-first")
        # the editor is drawn once the yaml module has loaded: wait for both sides (all() does not)
        expect(page.locator("details.ed-player")).to_have_count(2)
        for side in page.locator("details.ed-player").all():
            side.locator(".ed-field_spell button.ed-add").click()
            side.locator(".ed-graveyard button.ed-add").click()
        page.locator("details.ed-actions select").last.select_option("normal_summon")
        page.locator("details.ed-actions button.ed-add").click()
        # the editor redraws after each change: open the cards once all eight are drawn
        expect(page.locator("details.ed-card")).to_have_count(8)
        closed = page.locator("details.ed-card:not([open]) > summary")
        while closed.count():
            closed.first.click()
        expect(page.locator(".ed-yaml textarea")).to_have_count(6)
        overflow = horizontal_overflow(page)
        assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
        assert small_tap_targets(page) == []
        found = Axe().run(page).response["violations"]
        assert [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in found] == []
        assert problems == []
    finally:
        context.close()


def test_it_takes_an_attack_on_to_a_damage_step_timing(page, live_url):
    """The editor offers the Damage Step's timings (digest 12-4-1), and the judge enforces what
    may be activated there."""
    page.goto(live_url + "/ygo/judge/")
    add_monster(page, "A", "Celtic Knight", "1400")
    add_monster(page, "B", "Goblin", "1800")
    add_action(page, "battle_phase")
    add_action(page, "attack")
    step = add_action(page, "damage_step")
    expect(step.get_by_label("Timing")).to_have_value("before_damage_calculation")
    step.get_by_label("Timing").select_option("end")
    assert scenario(page)["actions"][-1] == {"damage_step": {"timing": "end"}}
    page.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_url(re.compile(r"/ygo/judge/#result$"))
    expect(page.locator("#result .timeline")).to_contain_text(
        "The attack is now at the End of the Damage Step: only Counter Traps may be activated")
