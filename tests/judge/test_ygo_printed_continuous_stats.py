"""Real cards whose Continuous Effects change ATK and DEF, judged (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Hoshiningen raises every
LIGHT monster and lowers every DARK one on the field while it is face-up there (5-1-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HOSHININGEN, MUKA_MUKA = "67629977", "46657337"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HOSHININGEN, MUKA_MUKA)))


def test_a_light_monster_beats_a_dark_one_it_could_not_beat_alone(printed):
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-star, card: "67629977", position: defense},
               {id: a-light, name: Light, atk: 1500, def: 1000, attribute: LIGHT}]
  B:
    monsters: [{id: b-dark, name: Dark, atk: 1800, def: 1000, attribute: DARK}]
actions:
  - battle_phase
  - attack: {attacker: a-light, target: b-dark}
""")
    # 2000 ATK against 1400: B's monster is destroyed and B takes 600 (12-5-1)
    assert result["state"]["players"]["B"]["lp"] == 7400
    assert result["state"]["players"]["B"]["graveyard"] == ["b-dark"]


def test_muka_muka_counts_its_controllers_hand(printed):
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-muka, card: "46657337"}]
    hand: [{name: One, atk: 100, def: 100}, {name: Two, atk: 100, def: 100}]
  B:
    hand: [{name: Three, atk: 100, def: 100}]
actions: []
""")
    muka = result["state"]["players"]["A"]["monsters"][0]
    assert (muka["atk"], muka["def"]) == (600 + 2 * 300, 300 + 2 * 300)
