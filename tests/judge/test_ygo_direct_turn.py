"""A real Spell that lets a monster attack directly this turn (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: after Overpowering
Eye resolves, its target attacks directly past the opponent's monster (12-3-10); without it,
the same attack is illegal (12-3-3); the next turn it is over (7-7-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

EYE = "60577362"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EYE,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-eye, card: "{eye}"}}]
    monsters: [{{id: a-zombie, name: Ghoul, kind: monster, level: 4, atk: 1200, def: 0,
                types: [Zombie], position: attack}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2000,
                position: defense}}]
actions:
{actions}
"""
ACTIVATE = """  - activate: {card: a-eye, target: a-zombie}
  - pass
  - pass
"""
ATTACK = """  - battle_phase
  - attack: {attacker: a-zombie, target: direct}
"""


def test_the_target_attacks_directly_past_a_monster(printed):
    result = judged(BOARD.format(eye=EYE, actions=ACTIVATE + ATTACK + "  - pass\n"))
    assert "illegal" not in result or not result["illegal"]
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1200
    assert "12-3-10" in result["rules_cited"]
    codes = [step["code"] for step in result["steps"]]
    assert "direct_attack.granted" in codes and "attack_direct.granted" in codes


def test_without_it_the_direct_attack_is_illegal(printed):
    result = judged(BOARD.format(eye=EYE, actions=ATTACK))
    assert result["outcome"] == "illegal_action"
    assert "12-3-3" in result["illegal"]["rules"]
