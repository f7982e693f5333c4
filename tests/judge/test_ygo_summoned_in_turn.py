"""Artifact Moralltach (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), read and judged: "If this card is Special Summoned during your opponent's turn"
answers a Special Summon in the opponent's turn only (5-1-15)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

MORALLTACH = "85103922"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (MORALLTACH,)))


def test_the_condition_is_read_with_its_turn(imported):
    card = Card.objects.get(game_id="ygo", number=MORALLTACH)
    assert card.automation == "full", card.notes
    effect = card.encoding["effects"][1]
    assert (effect["type"], effect["event"], effect["during"]) == (
        "trigger", "special_summoned", "opponent_turn")


BOARD = """
game: ygo
turn: {{number: 3, player: {turn}}}
players:
  A:
    spells_traps: [{{id: a-call, name: Call, kind: trap, trap_type: normal, face_up: false,
                     effect: [{{special_summon: {{card: chosen}}}}],
                     target: {{what: monster, zone: graveyard, player: controller}}}}]
    graveyard: [{{id: a-moral, card: "{moralltach}"}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 8, atk: 3000, def: 2500}}]
actions:
  - activate: {{card: a-call, target: a-moral}}
  - pass
  - pass
  - activate: {{card: a-moral, effect: 1}}
  - pass
  - pass"""


def board(turn: str) -> str:
    return BOARD.format(turn=turn, moralltach=MORALLTACH)


def test_answers_a_special_summon_in_the_opponents_turn(imported):
    result = judged(board("B"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "b-big" in result["state"]["players"]["B"]["graveyard"]


def test_not_in_its_controllers_own_turn(imported):
    result = judged(board("A"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][:2] == ["5-1-3", "5-1-15"]
    assert "during the opponent's turn" in result["illegal"]["reason"]
    assert "a-moral" in {m["id"] for m in result["state"]["players"]["A"]["monsters"]}
