"""Magical Musket - Cross-Domination (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), judged: activated from the hand in the opponent's turn while
Magical Musketeer Caspar is face-up (10-3-5), it sets the target's ATK/DEF to 0 (4-2-8) and
negates its effects (5-5-1) until the end of the turn."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CASPAR, CROSS_DOMINATION, BLUE_EYES = "32841045", "93356623", "89631139"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CASPAR, CROSS_DOMINATION, BLUE_EYES)))


DUEL = f"""
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-caspar, card: "{CASPAR}"}}]
    hand: [{{id: a-cross, card: "{CROSS_DOMINATION}"}}]
  B:
    monsters: [{{id: b-dragon, card: "{BLUE_EYES}"}}]
actions:
  - activate: {{card: a-cross, target: b-dragon}}
  - pass
  - pass
"""


def test_cross_domination_from_the_hand_sets_the_dragon_to_0_and_negates_it(printed):
    result = judged(DUEL)
    assert result["outcome"] != "illegal_action", result.get("illegal")
    codes = [step["code"] for step in result["steps"]]
    assert "hand_grant.activated" in codes
    assert {"10-3-5", "4-2-8", "5-5-1"} <= set(result["rules_cited"])
    assert "effects_negated" in codes
    [dragon] = result["state"]["players"]["B"]["monsters"]
    assert (dragon["atk"], dragon["def"]) == (0, 0)
    assert "a-cross" in result["state"]["players"]["A"]["graveyard"]
