"""Fluffal Mouse (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): "You can Special Summon up to 2 copies of "Fluffal Mouse" from your Deck." read as up to
2 cards of that name (5-3-13), once while the card stays face-up on the field (5-2-18): the two
copies named are Special Summoned, and the effect is refused again in a later turn."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FLUFFAL_MOUSE = "06142488"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FLUFFAL_MOUSE,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-mouse, card: "{FLUFFAL_MOUSE}"}}]
    deck: [{{id: a-two, card: "{FLUFFAL_MOUSE}"}}, {{id: a-three, card: "{FLUFFAL_MOUSE}"}},
           {{id: a-other, name: Other Card, kind: spell}}]
  B: {{}}
actions:
  - activate: {{card: a-mouse, effect: 0, picks: [a-two, a-three]}}
  - pass
  - pass
"""


def test_two_copies_are_special_summoned(printed):
    result = judged(BOARD)
    assert result["outcome"] == "completed"
    monsters = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert monsters == ["a-mouse", "a-two", "a-three"]


def test_refused_again_while_it_stays_face_up(printed):
    again = "  - end_turn\n  - end_turn\n  - activate: {card: a-mouse, effect: 0, picks: []}\n"
    result = judged(BOARD + again)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-18"]
