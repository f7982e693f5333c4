"""The editor's YAML is read and written by the `yaml` package from npm: comments in the text
box stay when the structured editor changes the board, and YAML 1.1 reads as the server reads."""
from __future__ import annotations

import pytest
import yaml
from browser_helpers import console_problems
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

COMMENTED = """\
# table 7, round 3: the players disagree about the tie
game: optcg
title: A tie  # both at 5000
turn: {number: 3, player: A}
players:
  A:
    characters: [{id: a-c1, power: 5000, cost: 3}]  # after the DON!! was returned
  B:
    # B's Leader is a plain one
    leader: {id: b-leader, power: 5000}
actions:
  - attack: {attacker: a-c1, target: B.leader}
  - pass  # no Counter
"""


def test_it_keeps_the_comments_when_the_editor_changes_the_board(page, live_url):
    problems = console_problems(page)
    page.goto(live_url + "/optcg/judge/")
    text = page.locator("#id_scenario")
    text.fill(COMMENTED)
    editor = page.locator("#structured-editor")
    expect(editor.get_by_label("Title")).to_have_value("A tie")
    editor.get_by_label("Title").fill("A tie at 5000")
    written = text.input_value()
    for comment in ("# table 7, round 3: the players disagree about the tie", "# both at 5000",
                    "# after the DON!! was returned", "# B's Leader is a plain one",
                    "# no Counter"):
        assert comment in written, written
    assert "title: A tie at 5000 # both at 5000" in written
    data = yaml.safe_load(written)
    assert data["title"] == "A tie at 5000"
    assert data["actions"] == yaml.safe_load(COMMENTED)["actions"]
    assert problems == []


def test_it_reads_yaml_1_1_as_the_server_does(page, live_url):
    page.goto(live_url + "/optcg/judge/")
    text = "a: yes\nb: Off\nc: y\nd: n\ne: 0777\nf: 12:30\ng: 1_000\nh: ~\ni: '0777'\n"
    read = page.evaluate("async (text) => { await RulesiteYAML.ready;"
                         " return [RulesiteYAML.parse(text),"
                         " RulesiteYAML.parse(RulesiteYAML.dump(RulesiteYAML.parse(text)))]; }",
                         text)
    assert read[0] == read[1] == yaml.safe_load(text)
