"""A real monster that raises the Levels of its player's monsters of a kind (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Chronomaly Golden
Jet raises each face-up "Chronomaly" monster's Level by 1, not a face-down one nor another
kind, and the change goes when the monster leaves the field (4-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

JET = "88552992"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (JET,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-jet, card: "{JET}", position: attack}},
               {{id: a-other, name: Chronomaly Other, kind: monster, level: 3, atk: 0, def: 0,
                archetypes: [Chronomaly], position: set}},
               {{id: a-plain, name: Plain, kind: monster, level: 4, atk: 0, def: 0}}]
  B: {{}}
actions:
  - activate: {{card: a-jet, effect: 0}}
  - pass
  - pass
"""


def texts(result: dict) -> str:
    return " ".join(step["text"] for step in result["steps"])


def test_each_face_up_chronomaly_monster_rises(printed):
    result = judged(BOARD)
    said = texts(result)
    assert "Level rises from 4 to 5" in said and said.count("Level rises") == 1
    assert result["outcome"] == "completed"  # Plain and the face-down one left as they are
    assert "4-2-2" in result["rules_cited"]
