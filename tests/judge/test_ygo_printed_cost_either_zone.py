"""A Trigger Effect that answers another card's event and gives the monster itself up from
either of two zones, read from a real card's text (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only) and judged: Red-Eyes Soul sends itself from the hand or
from the field to the GY when its opponent Special Summons a monster, and Special Summons a
"Red-Eyes" monster from the Deck; from the GY it cannot (5-1-7, 5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SOUL = "06556909"
BOARD = """
game: ygo
turn: {number: 5, player: A}
players:
  A:
    monsters: [{id: a-tuner, name: Tuner, level: 2, types: [Machine, Tuner]},
               {id: a-four, name: Four, level: 4}]
    extra_deck: [{id: a-synchro, name: Synchro, level: 6, atk: 2400, types: [Machine, Synchro]}]
  B:
    ZONE: [{id: b-soul, card: "SOUL"}]
    deck: [{id: b-red, name: Red-Eyes Wyvern, level: 4, archetypes: [Red-Eyes]}]
actions:
  - synchro_summon: {card: a-synchro, materials: [a-tuner, a-four]}
  - activate: {card: b-soul, effect: 0, pick: b-red}
  - pass
  - pass
"""


@pytest.fixture
def soul(tmp_path):
    store(subset(tmp_path, (SOUL,)))


def answered(zone: str) -> dict:
    return judged(BOARD.replace("ZONE", zone).replace("SOUL", SOUL))


def test_red_eyes_soul_sends_itself_from_the_hand_or_the_field(soul):
    for zone in ("hand", "monsters"):
        result = answered(zone)
        assert result["outcome"] == "completed", zone
        assert "b-soul" in player(result, "B")["graveyard"], zone
        assert "b-red" in monster_ids(result, "B"), zone


def test_red_eyes_soul_is_not_activated_from_the_gy(soul):
    result = answered("graveyard")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_from_zone"
