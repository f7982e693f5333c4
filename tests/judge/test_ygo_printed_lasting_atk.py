"""A real card whose ATK change states no duration, judged (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Aqua Jet's 1000 ATK stays
after the end of the turn, as long as the monster stays face-up on the field (4-2-5), where
an "until the end of this turn" change ends (7-7-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

AQUA_JET, RUSH_RECKLESSLY = "07653207", "70046172"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (AQUA_JET, RUSH_RECKLESSLY)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spell, card: "{card}"}}]
    deck: [{{name: One, atk: 100, def: 100}}, {{name: Two, atk: 100, def: 100}}]
    monsters: [{{id: a-fish, name: Fish, atk: 1000, def: 1000, types: [Fish]}}]
  B:
    deck: [{{name: Three, atk: 100, def: 100}}, {{name: Four, atk: 100, def: 100}}]
actions:
  - activate: {{card: a-spell, target: a-fish}}
  - pass
  - pass
  - end_turn"""


def fish_atk(card: str) -> tuple[int, list[str]]:
    result = judged(BOARD.format(card=card))
    monsters = result["state"]["players"]["A"]["monsters"]
    return monsters[0]["atk"], result["rules_cited"]


def test_aqua_jets_gain_stays_after_the_end_of_the_turn(printed):
    atk, rules = fish_atk(AQUA_JET)
    assert atk == 2000
    assert "4-2-5" in rules


def test_a_gain_until_the_end_of_this_turn_ends_there(printed):
    atk, rules = fish_atk(RUSH_RECKLESSLY)
    assert atk == 1000
    assert "7-7-3" in rules
