"""Cannon Soldier MK-2 (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), its older "You can Tribute 2 monsters to inflict 1500 damage to your opponent."
read as an Ignition Effect whose Tribute is its cost (5-2-2): activated with 2 monsters given
up it deals 1500; with only itself to Tribute it cannot be activated."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CANNON_SOLDIER_MK2 = "14702066"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CANNON_SOLDIER_MK2,)))


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-cannon, card: "{cannon}"}}{more}]
  B: {{}}
actions:
  - activate: {{card: a-cannon, effect: 0, cost: [{cost}]}}
  - pass
  - pass
"""
OTHER = ", {id: a-other, name: Other Monster, atk: 1000, def: 1000}"


def test_two_monsters_tributed_deal_1500(printed):
    result = judged(DUEL.format(cannon=CANNON_SOLDIER_MK2, more=OTHER,
                                cost="a-cannon, a-other"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1500
    assert result["state"]["players"]["A"]["monsters"] == []


def test_one_monster_is_not_enough(printed):
    result = judged(DUEL.format(cannon=CANNON_SOLDIER_MK2, more="", cost="a-cannon"))
    assert result["outcome"] == "illegal_action"
    assert "5-2-2" in result["illegal"]["rules"]
