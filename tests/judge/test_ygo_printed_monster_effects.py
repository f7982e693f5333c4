"""Monster effects the card parser reads, activated by the judge on the real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): the cost paid, the effect
applied, and the refusals its text and the rules give (wrong phase, once per turn used, a cost
that cannot be paid, missing the timing)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Cannon Soldier, Card Ejector, Svartalf of the Nordic Alfar, Exiled Force
CARDS = ("11384280", "26701483", "77060848", "74131780")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


SUMMON = "  - normal_summon: {card: a-svartalf, tributes: [a-goblin]}\n"
RETURN = "  - activate: {card: a-svartalf, target: a-nordic}"
BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-svartalf, card: "77060848"}}]
    monsters: [{{id: a-cannon, card: "11384280"}}, {{id: a-ejector, card: "26701483"}},
               {{id: a-goblin, name: Goblin, atk: 1000, def: 500}}]
    graveyard: [{{id: a-nordic, name: Nordic Beast, atk: 1000, def: 500,
                  archetypes: [Nordic]}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 1800, def: 1000}}]
    graveyard: [{{id: b-gone, name: Fallen, atk: 1800, def: 900}},
                {{id: b-other, name: Other, atk: 100, def: 100}}]
actions:
{actions}"""


def test_cannon_soldier_tributes_a_monster_and_inflicts_500(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-cannon, cost: [a-goblin]}"))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 7500
    assert "a-goblin" in result["state"]["players"]["A"]["graveyard"]
    assert {"5-1-2", "5-2-2", "5-3-5"} <= set(result["rules_cited"])


def test_cannon_soldier_needs_its_tribute(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-cannon}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-2-2"


def test_cannon_soldier_not_in_the_battle_phase(printed):
    result = judged(BOARD.format(actions="  - battle_phase\n"
                                        "  - activate: {card: a-cannon, cost: [a-goblin]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-2", "11-2-6"]


def test_card_ejector_once_per_turn(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-ejector, target: b-gone}\n"
                                        "  - pass\n  - pass\n"
                                        "  - activate: {card: a-ejector, target: b-other}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-6"]
    assert "b-gone" in result["state"]["players"]["B"]["banished"]


def test_svartalf_returns_a_nordic_monster_when_normal_summoned(printed):
    result = judged(BOARD.format(actions=SUMMON + RETURN))
    assert result["outcome"] == "completed"
    assert "a-nordic" in result["state"]["players"]["A"]["hand"]
    assert "5-1-3" in result["rules_cited"]


def test_svartalf_misses_its_chance_once_the_game_goes_on(printed):
    result = judged(BOARD.format(actions=SUMMON + "  - battle_phase\n"
                                        + RETURN))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-3", "11-1-9"]


def test_exiled_force_tributes_itself_to_destroy_a_monster(printed):
    board = BOARD.replace("{{id: a-goblin,", "{{id: a-force, card: \"74131780\"}}, {{id: a-goblin,")
    result = judged(board.format(actions="  - activate: {card: a-force, target: b-ogre}"))
    assert result["outcome"] == "completed"
    assert "a-force" in result["state"]["players"]["A"]["graveyard"]
    assert "b-ogre" in result["state"]["players"]["B"]["graveyard"]
    assert {"5-2-2", "5-3-5", "5-3-1"} <= set(result["rules_cited"])


def test_exiled_force_is_not_activated_from_the_hand(printed):
    board = BOARD.replace("[{{id: a-svartalf,", "[{{id: a-force, card: \"74131780\"}}, "
                                                 "{{id: a-svartalf,")
    result = judged(board.format(actions="  - activate: {card: a-force, target: b-ogre}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-7"]


def test_cannon_soldier_may_tribute_itself(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-cannon, cost: [a-cannon]}"))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 7500
    assert "a-cannon" in result["state"]["players"]["A"]["graveyard"]
