"""A card given up beside the card itself "with a different name", read from a real card's
text (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and
judged: Springans Branga banishes itself and another "Springans" monster from the GY to add a
"Springans" card, never a second copy of itself (5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BRANGA = "83203672"
BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    graveyard: [{id: a-branga, card: "BRANGA"}, {id: a-branga2, card: "BRANGA"},
                {id: a-kit, name: Springans Kit, level: 4, archetypes: [Springans]}]
    deck: [{id: a-ship, name: Springans Ship, kind: spell, archetypes: [Springans]}]
  B: {}
actions:
  - activate: {card: a-branga, effect: 1, cost: [COST], pick: a-ship}
  - pass
  - pass
"""


@pytest.fixture
def branga(tmp_path):
    store(subset(tmp_path, (BRANGA,)))


def test_branga_banishes_itself_and_a_springans_with_another_name(branga):
    result = judged(BOARD.replace("BRANGA", BRANGA).replace("COST", "a-kit"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-branga", "a-kit"} <= set(a["banished"]) and "a-ship" in a["hand"]


def test_branga_refuses_a_second_copy_of_itself(branga):
    result = judged(BOARD.replace("BRANGA", BRANGA).replace("COST", "a-branga2"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert "with a name other than this card's" in result["verdict"]
