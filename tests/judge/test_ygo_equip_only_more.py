"""A real Equip Spell whose "Equip only to" names an Extra Deck kind (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Fusion Weapon
equips a Level 6 Fusion Monster and gives it 1500 ATK/DEF (4-5-5); it cannot target a Level 7
Fusion Monster, nor a Level 6 monster that is not a Fusion Monster (5-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FUSION_WEAPON = "27967615"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FUSION_WEAPON,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-equip, card: "27967615"}}]
    monsters: [{{id: a-x, name: Fused, atk: 2000, def: 1500, position: attack,
                level: {level}, types: [{kind}]}}]
  B: {{}}
actions:
  - activate: {{card: a-equip, target: a-x}}
  - pass
  - pass"""


def play(level: int, kind: str) -> dict:
    return judged(BOARD.format(level=level, kind=kind))


def test_a_level_6_fusion_monster_gains_1500_atk_and_def(printed):
    result = play(6, "Fusion")
    assert result["outcome"] == "completed"
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert (monster["atk"], monster["def"]) == (3500, 3000)
    assert "4-5-5" in result["rules_cited"]


@pytest.mark.parametrize(("level", "kind"), [(7, "Fusion"), (6, "Effect")])
def test_not_a_higher_level_nor_another_kind(printed, level, kind):
    result = play(level, kind)
    assert result["outcome"] == "illegal_action"
    assert "5-2-3" in result["illegal"]["rules"]
