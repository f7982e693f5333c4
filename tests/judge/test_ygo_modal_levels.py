"""Gimmick Puppet Egg Head (20032555, read in place from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only) judged: its option "This card's Level becomes 8 until the End
Phase." raises its Level from 4 to 8 and takes it back off as the End Phase begins (4-2-10,
7-7-12); its once-per-turn clause, printed before the effect, refuses a second use (5-2-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

EGG_HEAD = "20032555"  # Gimmick Puppet Egg Head, Level 4


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EGG_HEAD,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-egg, card: "{EGG_HEAD}"}}]
    hand: [{{id: a-doll, name: Puppet Doll, kind: monster, level: 4, archetypes: [Gimmick Puppet]}},
           {{id: a-doll2, name: Puppet Doll 2, kind: monster, level: 4,
             archetypes: [Gimmick Puppet]}},
           {{id: a-other, name: Other, kind: monster, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-egg, effect: 0, option: 1, cost: [a-doll]}}
  - pass
  - pass
"""


def test_egg_head_becomes_level_8_until_the_end_phase(printed):
    result = judged(BOARD + "  - end_turn\n")
    assert result["outcome"] == "completed", result.get("illegal")
    [raised] = [s for s in result["steps"] if s["code"] == "level_changed.end_phase"]
    assert (raised["params"]["before"], raised["params"]["level"]) == (4, 8)
    [back] = [s for s in result["steps"] if s["code"] == "level_changed.end_phase_over"]
    assert (back["params"]["before"], back["params"]["level"]) == (8, 4)
    assert {"4-2-10", "7-7-12", "5-2-8"} <= set(result["rules_cited"])


def test_egg_head_cost_must_be_a_gimmick_puppet(printed):
    result = judged(BOARD.replace("cost: [a-doll]", "cost: [a-other]"))
    assert result["outcome"] == "illegal_action"


def test_egg_head_effect_is_used_once_per_turn(printed):
    result = judged(BOARD + "  - activate: {card: a-egg, effect: 0, option: 0, cost: [a-doll2]}\n")
    assert result["outcome"] == "illegal_action"
    assert "5-2-6" in result["illegal"]["rules"]
