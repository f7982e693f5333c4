"""A real Spell whose card goes where its player chooses (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Mayakashi Return
adds the card the activation names to the hand, or sends it to the GY when the activation's
`destination` says so (5-3-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

RETURN = "02364438"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RETURN,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-return, card: "{RETURN}"}}]
    deck: [{{id: a-yuki, name: Yuki-Onna the Mayakashi, kind: monster, level: 4, atk: 0,
            def: 0, archetypes: [Mayakashi]}}]
  B: {{}}
actions:
  - activate: {{card: a-return, pick: a-yuki{{more}}}}
  - pass
  - pass
"""


def test_added_to_the_hand_by_default(printed):
    result = judged(BOARD.replace("{more}", ""))
    assert result["state"]["players"]["A"]["hand"] == ["a-yuki"]
    assert "5-3-13" in result["rules_cited"]


def test_sent_to_the_gy_when_the_activation_says_so(printed):
    result = judged(BOARD.replace("{more}", ", destination: graveyard"))
    a = result["state"]["players"]["A"]
    assert a["hand"] == [] and a["graveyard"] == ["a-yuki", "a-return"]
