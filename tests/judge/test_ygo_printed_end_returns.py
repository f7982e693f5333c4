"""A target returned to the hand in the End Phase, on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Overwind (a Trap Set
earlier) doubles Wind-Up Soldier's ATK and DEF and, as that turn's End Phase begins, returns
it to the hand (7-7-10, 5-3-11); before that End Phase it stays on the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

OVERWIND, SOLDIER = "24920410", "12299841"

SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-overwind, card: "{OVERWIND}", face_up: false}}]
    monsters: [{{id: a-soldier, card: "{SOLDIER}"}}]
    deck: [{{id: a-1, name: Deck One}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
  - activate: {{card: a-overwind, target: a-soldier}}
  - pass
  - pass
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (OVERWIND, SOLDIER)))


def test_the_doubled_target_returns_to_the_hand_in_the_end_phase(printed):
    result = judged(SCENE + "  - end_phase\n")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-soldier" in result["state"]["players"]["A"]["hand"]
    assert {"7-7-10", "5-3-11"} <= set(result["rules_cited"])


def test_before_the_end_phase_it_stays_doubled(printed):
    result = judged(SCENE)
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-soldier" not in result["state"]["players"]["A"]["hand"]
