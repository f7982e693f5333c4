"""A monster's Level and ATK raised by one action (4-2-2, 4-2-5, 7-7-3), judged on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Wind-Up Dog
(Level 3, 1200 ATK) becomes Level 5 with 1800 ATK until the End Phase, once while it is face-up
(5-2-18); Wind-Up Warrior raises its target's."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DOG, WARRIOR = "12076263", "53540729"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (DOG, WARRIOR)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    monsters: [{{id: a-dog, card: "{dog}"}}, {{id: a-warrior, card: "{warrior}"}}]
  B:
    deck: 5
actions:
{actions}"""
DOG_EFFECT = "  - activate: {card: a-dog, effect: 0}\n  - pass\n  - pass\n"


def run(actions: str) -> dict:
    return judged(BOARD.format(dog=DOG, warrior=WARRIOR, actions=actions))


def test_the_dog_rises_two_levels_and_gains_600_atk(imported):
    result = run(DOG_EFFECT + "  - battle_phase\n  - attack: {attacker: a-dog, target: direct}\n")
    assert result["outcome"] == "completed", result.get("illegal")
    [raised] = [s for s in result["steps"] if s["code"] == "level_changed.end_phase"]
    assert (raised["params"]["before"], raised["params"]["level"]) == (3, 5)
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1800
    assert {"4-2-2", "4-2-5"} <= set(result["rules_cited"])


def test_once_while_face_up_on_the_field(imported):
    again = run(DOG_EFFECT + "  - end_turn\n  - end_turn\n" + DOG_EFFECT)
    assert again["outcome"] == "illegal_action", again
    assert "5-2-18" in again["illegal"]["rules"]


def test_the_warrior_raises_its_target(imported):
    result = run("  - activate: {card: a-warrior, effect: 0, target: a-dog}\n  - pass\n"
                 "  - pass\n  - battle_phase\n  - attack: {attacker: a-dog, target: direct}\n")
    assert result["outcome"] == "completed", result.get("illegal")
    [raised] = [s for s in result["steps"] if s["code"] == "level_changed.end_phase"]
    assert (raised["params"]["before"], raised["params"]["level"]) == (3, 4)
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1800
