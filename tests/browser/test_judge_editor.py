"""The judge in a real browser: the structured editor, the ruling, sharing, and no-script use."""
from __future__ import annotations

import io
import json
import re
import urllib.request

import pypdf
import pytest
import yaml
from browser_helpers import console_problems
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


def test_it_drives_the_structured_editor_to_a_shared_ruling_on_a_phone(phone_page, live_url):
    page = phone_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_url)
    errors = console_problems(page)
    page.goto(live_url + "/optcg/judge/")
    editor = page.locator("#structured-editor")
    expect(editor).to_be_visible()

    editor.get_by_label("Title").fill("Zoro attacks the Leader")
    side_a = player_section(page, "A")
    side_a.get_by_role("button", name="Add a Character").click()
    character = side_a.locator(".ed-characters .ed-card").first
    character.get_by_label("Name", exact=True).fill("Roronoa Zoro")
    character.get_by_label("Power").fill("6000")
    attack = add_action(page, "attack")
    attack.get_by_label("Attacker").select_option("a-c1")
    add_action(page, "pass")
    add_action(page, "pass")

    text = page.locator("#id_scenario").input_value()
    assert "title: Zoro attacks the Leader" in text
    assert "- attack: {attacker: a-c1, target: B.leader}" in text
    assert yaml.safe_load(text)["players"]["A"]["characters"][0]["name"] == "Roronoa Zoro"

    page.get_by_role("button", name="Judge", exact=True).click()
    page.wait_for_url(re.compile(r"/optcg/judge/#result$"))
    result = page.locator("#result")
    expect(result.locator(".timeline")).to_contain_text("Roronoa Zoro")
    life = result.locator(".board-block.after .side-B .count-item", has_text="Life")
    expect(life).to_have_class(re.compile("changed"))
    expect(life).to_contain_text("3")
    expect(result.locator(".board-block.after .side-A .slot.is-rested")).to_have_count(1)
    # the input is still there to change and judge again
    expect(page.locator("#id_scenario")).to_have_value(re.compile("Roronoa Zoro"))

    # a tap on a rule number shows the rule's text without leaving the page
    result.locator("a.rule-link[data-rule='7-1-4-1']").first.tap()
    expect(page.locator("#rule-popover")).to_contain_text("7-1-4-1")
    expect(page.locator("#rule-popover")).to_contain_text("attacker")
    assert page.url.endswith("#result")

    page.get_by_role("button", name="Save and share").click()
    page.wait_for_url(re.compile(r"/optcg/judge/r/[\w-]{20,}/$"))
    link = page.locator("#share-url").input_value()
    assert link == page.url
    expect(page.get_by_role("heading", level=1)).to_have_text("Zoro attacks the Leader")
    page.get_by_role("button", name="Copy link").click()
    expect(page.get_by_role("button", name="Copied")).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == link

    # the shared link opens for somebody else, read-only
    other = page.context.browser.new_context()
    try:
        shared = other.new_page()
        shared.goto(link)
        expect(shared.get_by_role("heading", level=1)).to_have_text("Zoro attacks the Leader")
        expect(shared.locator(".timeline")).to_contain_text("Roronoa Zoro")
    finally:
        other.close()
    assert errors == []


def test_it_keeps_the_editor_and_the_text_box_in_sync_both_ways(page, live_url):
    errors = console_problems(page)
    page.goto(live_url + "/optcg/judge/?example=04-blocker-ko-on-tie")
    side_b = player_section(page, "B")
    jinbe = side_b.locator(".ed-characters .ed-card").first
    expect(jinbe.locator("summary")).to_contain_text("Jinbe (b-wall) · 5000 · Cost 4 · [Blocker]")
    jinbe.locator("summary").click()
    expect(jinbe.get_by_label("Name", exact=True)).to_have_value("Jinbe")
    box = page.locator("#id_scenario")

    box.fill(box.input_value().replace("    life: 3", "    life: 2"))
    expect(side_b.get_by_label("Life cards")).to_have_value("2")

    # renaming a card in the editor renames it in the actions too
    card_id = jinbe.get_by_label("id")
    card_id.fill("b-jinbe")
    card_id.blur()
    expect(box).to_have_value(re.compile(r"block: \{blocker: b-jinbe\}"))

    # text the editor cannot read switches the editor off instead of overwriting the text
    box.fill("game: optcg\nturn: {number: 3")
    expect(page.locator("#sync-status")).to_contain_text("cannot read")
    expect(side_b.get_by_label("Life cards")).to_be_disabled()
    assert box.input_value() == "game: optcg\nturn: {number: 3"

    page.get_by_role("button", name="Judge", exact=True).click()
    expect(page.locator("#result")).to_contain_text("not valid YAML or JSON")
    # the error's line link selects that line in the text box
    page.locator("#result a[data-line]").first.click()
    expect(box).to_be_focused()
    assert errors == []


def test_it_shows_a_rule_when_the_mouse_rests_on_its_number(page, live_url):
    page.goto(live_url + "/optcg/judge/?example=01-attack-leader-takes-life")
    page.get_by_role("button", name="Judge", exact=True).click()
    link = page.locator("#result a.rule-link[data-rule='7-1-1-1']").first
    link.hover()
    expect(page.locator("#rule-popover")).to_be_visible()
    expect(page.locator("#rule-popover")).to_contain_text("7-1-1-1")
    link.click()
    page.wait_for_url(re.compile(r"/optcg/rules/7-1-1-1/$"))


def test_its_editor_reads_every_example_as_the_server_does(page, live_url):
    page.goto(live_url + "/optcg/judge/")
    texts = {path.name: path.read_text(encoding="utf-8") for path in example_paths("optcg")}
    read = page.evaluate(
        "async texts => { await RulesiteYAML.ready;"  # the yaml package is a module
        "return Object.fromEntries(Object.entries(texts).map(([name, text]) => {"
        "  const data = RulesiteYAML.parse(text);"
        "  return [name, {data, again: RulesiteYAML.parse(RulesiteYAML.dump(data)),"
        "                 dumped: RulesiteYAML.dump(data)}];"
        "})); }", texts)
    assert len(read) == 20
    for name, text in texts.items():
        expected = yaml.safe_load(text)
        assert read[name]["data"] == expected, name
        assert read[name]["again"] == expected, name
        assert yaml.safe_load(read[name]["dumped"]) == expected, name


def test_it_judges_and_shares_without_javascript(no_script_page, live_url):
    page = no_script_page
    page.goto(live_url + "/optcg/judge/?example=07-damage-at-zero-life-loses")
    expect(page.locator("#structured-editor")).to_be_hidden()
    page.get_by_role("button", name="Judge", exact=True).click()
    expect(page.locator("#result")).to_contain_text("Winner: player A")
    page.get_by_role("button", name="Save and share").click()
    page.wait_for_url(re.compile(r"/optcg/judge/r/[\w-]{20,}/$"))
    assert page.locator("#share-url").input_value() == page.url
    expect(page.locator("#copy-link")).to_be_hidden()


def test_it_prints_a_saved_ruling_on_one_page_without_navigation(page, live_url):
    text = next(p for p in example_paths("optcg") if p.name.startswith("09")).read_text()
    request = urllib.request.Request(live_url + "/api/v1/optcg/judge/?save=1",
                                     data=text.encode(), method="POST",
                                     headers={"Content-Type": "application/yaml"})
    with urllib.request.urlopen(request, timeout=30) as response:
        permalink = json.load(response)["permalink"]
    page.goto(permalink)
    pdf = pypdf.PdfReader(io.BytesIO(page.pdf(format="A4")))
    printed = pdf.pages[0].extract_text()
    assert len(pdf.pages) == 1
    assert "A Trigger that K.O.s the attacker" in printed
    assert "What happens, step by step" in printed
    assert "Glossary" not in printed and "Copy link" not in printed
    assert permalink in printed.replace("\n", "")
    # a link's random token may hold "ff" or "fi": on paper they stay two letters each, so
    # the link can be typed or copied from a PDF (a ligature glyph once broke it)
    link = page.locator(".print-only")
    tokened = permalink.rstrip("/") + "ffi/"
    link.evaluate("(node, text) => { node.textContent = text; }", tokened)
    printed = pypdf.PdfReader(io.BytesIO(page.pdf(format="A4"))).pages[0].extract_text()
    assert tokened in printed.replace("\n", "")
