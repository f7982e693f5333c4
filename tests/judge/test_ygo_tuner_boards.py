"""A condition asking for a Tuner of a Type, "If you control a Fiend Tuner: You can Special
Summon this card from your hand." (Cursed Fire King Doom Burst), "If you control a Dragon Tuner
or Plant Tuner: ..." (White Rose Dragon), read from real cards (imported from
../shared/fixtures/yaml-yugi, facts only) as a face-up monster that is both a Tuner and of that
Type (cards/ygo/board_effects.tuner), and judged: activated only while one is there (5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DOOM_BURST = "26857786"  # Cursed Fire King Doom Burst
WHITE_ROSE = "12213463"  # White Rose Dragon


def test_a_fiend_tuner_is_both():
    card = derived(DOOM_BURST)
    assert card.automation == "full" and card.notes == []
    summon = card.encoding["effects"][1]
    assert summon["from"] == "hand"
    assert summon["if"] == {"control": {"type": "Fiend", "also_type": "Tuner"}}


def test_a_dragon_tuner_or_plant_tuner_is_a_tuner_of_either_type():
    card = derived(WHITE_ROSE)
    assert card.automation == "full" and card.notes == []
    summon = card.encoding["effects"][1]
    assert summon["if"] == {"control": {"type": ["Dragon", "Plant"], "also_type": "Tuner"}}


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DOOM_BURST,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-burst, card: "{burst}"}}]
    monsters: [{{id: a-fiend, name: Fiend, kind: monster, level: 3, atk: 1000, def: 1000,
                 types: [{types}]}}]
  B: {{}}
actions:
  - activate: {{card: a-burst, effect: 1}}
  - pass
  - pass
"""


def test_doom_burst_comes_beside_a_fiend_tuner(printed):
    result = judged(BOARD.format(burst=DOOM_BURST, types="Fiend, Tuner, Effect"))
    assert result["outcome"] == "completed", result["illegal"]
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-fiend", "a-burst"]


def test_doom_burst_is_refused_beside_a_fiend_that_is_no_tuner(printed):
    result = judged(BOARD.format(burst=DOOM_BURST, types="Fiend, Effect"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]
