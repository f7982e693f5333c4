"""Monster effects whose activation conditions cards/ygo/tail_conditions.py reads, judged on
the real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Magical Hound activated from the hand or from the GY, and not from the field (5-1-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HOUND = "51916853"  # Magical Hound


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HOUND,)))


HOUND_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {zone}: [{{id: a-hound, card: "{hound}"}}]
  B:
    spells_traps: [{{id: b-rule, name: Rule, kind: spell, spell_type: continuous, face_up: true}}]
actions:
  - activate: {{card: a-hound, target: b-rule}}
  - pass
  - pass"""


@pytest.mark.parametrize("zone", ["hand", "graveyard"])
def test_magical_hound_is_activated_from_the_hand_or_the_graveyard(printed, zone):
    result = judged(HOUND_BOARD.format(zone=zone, hound=HOUND))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-hound"]
    assert result["state"]["players"]["B"]["hand"] == ["b-rule"]
    assert "5-1-7" in result["rules_cited"] or "5-1-2" in result["rules_cited"]


def test_magical_hound_is_not_activated_from_the_field(printed):
    result = judged(HOUND_BOARD.format(zone="monsters", hound=HOUND))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-7"
