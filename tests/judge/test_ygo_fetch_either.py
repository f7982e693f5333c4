"""A card of either description taken from its player's own zones ("Special Summon 1 "Ki-sikil"
monster or 1 "Lil-la" monster from your Deck", 5-3-13), judged: the activation names one card
that fits either (5-2-4), and a card that fits neither is refused. Live☆Twin Home is imported
from ../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import illegal, monster, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

LIVE_TWIN_HOME = "08083925"


def search() -> dict:
    return spell("a-search", effect=[{"fetch": {
        "to": "hand", "what": "monster", "type": "Dragon",
        "or": {"what": "spell", "property": "field"}}}])


def deck() -> list[dict]:
    return [monster("a-dragon", types=["Dragon"]), monster("a-warrior", types=["Warrior"]),
            spell("a-field", spell_type="field")]


@pytest.mark.parametrize("pick", ["a-dragon", "a-field"])
def test_either_description_may_be_named(pick):
    result = run({"hand": [search()], "deck": deck()},
                 actions=[{"activate": {"card": "a-search", "pick": pick}}, "pass", "pass"])
    assert pick in player(result, "A")["hand"]
    assert "5-3-13" in result["rules_cited"]


def test_a_card_of_neither_description_is_refused():
    result = run({"hand": [search()], "deck": deck()},
                 actions=[{"activate": {"card": "a-search", "pick": "a-warrior"}}])
    refused = illegal(result)
    assert refused["rules"] == ["5-3-13", "5-2-4"]
    assert " or " in refused["reason"]  # both descriptions said


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LIVE_TWIN_HOME,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-home, card: "{home}"}}, {{id: a-fodder, name: Fodder, atk: 100, def: 100}}]
    deck: [{{id: a-kisikil, name: Evil Twin Ki-sikil, atk: 1100, def: 0, archetypes: [Ki-sikil]}},
           {{id: a-lilla, name: Evil Twin Lil-la, atk: 2200, def: 0, archetypes: [Lil-la]}},
           {{id: a-other, name: Other, atk: 1000, def: 1000}}]
  B: {{}}
actions:
{actions}"""


def play(pick: str) -> dict:
    return judged(BOARD.format(home=LIVE_TWIN_HOME, actions=(
        f"  - activate: {{card: a-home, cost: [a-fodder], pick: {pick}}}\n"
        "  - pass\n  - pass")))


@pytest.mark.django_db
@pytest.mark.parametrize("pick", ["a-kisikil", "a-lilla"])
def test_live_twin_home_summons_either_kind(printed, pick):
    result = play(pick)
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == [pick]


@pytest.mark.django_db
def test_live_twin_home_refuses_a_monster_of_neither(printed):
    result = play("a-other")
    assert result["outcome"] == "illegal_action"
    assert "5-3-13" in result["illegal"]["rules"]
