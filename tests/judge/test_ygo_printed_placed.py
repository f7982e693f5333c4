"""A Spell that only another card's effect places on the field (10-2-6), read from a real card
(a Spirit Message: "Can only be placed on the field by the effect of "Destiny Board".",
imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: it
can be neither activated nor Set."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

MESSAGE = "30170981"
BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: a-message, card: "{card}"}}]}}
  B: {{}}
actions:
  - {action}: {{card: a-message}}
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MESSAGE,)))


@pytest.mark.parametrize("action", ["activate", "set_spell_trap"])
def test_it_can_be_neither_activated_nor_set(printed, action):
    result = judged(BOARD.format(card=MESSAGE, action=action))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.placed_only_by"
    assert result["illegal"]["rules"] == ["10-2-6"]
    assert "Destiny Board" in result["illegal"]["reason"]
