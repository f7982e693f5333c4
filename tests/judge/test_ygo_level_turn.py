"""A real monster that raises its own Level until the end of the turn (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Galaxy Wizard is
Level 8 for the rest of the turn and Level 4 again when it ends (4-2-2, 7-7-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

WIZARD = "98555327"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WIZARD,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-wizard, card: "{WIZARD}", position: attack}}]
  B: {{}}
actions:
  - activate: {{card: a-wizard, effect: 0}}
  - pass
  - pass
"""


def texts(result: dict) -> str:
    return " ".join(step["text"] for step in result["steps"])


def test_the_level_rises_for_the_turn_only(printed):
    result = judged(BOARD)
    assert "Level rises from 4 to 8 until the end of this turn" in texts(result)
    assert {"4-2-2", "7-7-3"} <= set(result["rules_cited"])


def test_the_level_goes_back_when_the_turn_ends(printed):
    result = judged(BOARD + "  - end_turn\n")
    assert "Level goes back from 8 to 4" in texts(result)
