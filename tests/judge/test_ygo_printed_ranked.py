"""Real cards that describe a monster by its Rank (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only), read and judged: Rank-Up-Magic Limited Barian's Force
targets a Rank 4 Xyz Monster only (an Xyz Monster of another Rank, or a Level 4 monster,
cannot be its target: 5-2-3, a Rank only an Xyz Monster has, 4-1), and Ice Ryzeal keeps its
player to Rank 4 Xyz Monsters from the Extra Deck."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.ygo import target_shapes  # noqa: E402

pytestmark = pytest.mark.django_db

BARIANS, ICE_RYZEAL = "92365601", "08633261"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BARIANS,)))


def test_a_rank_is_read_in_a_description():
    barians = derived(BARIANS)
    assert barians.automation == "full" and "Rank 4 Xyz Monster" in english(BARIANS)["text"]
    assert barians.encoding["target"]["xyz_rank"] == 4
    assert barians.encoding["target"]["type"] == "Xyz"
    ryzeal = derived(ICE_RYZEAL)
    assert ryzeal.automation == "full"
    lock = ryzeal.encoding["summon_procedures"][0]["summon_lock"]
    assert lock["except"] == {"type": "Xyz", "xyz_rank": 4}


def test_a_rank_without_xyz_words_or_bounds_reads_as_printed():
    assert target_shapes.target("Target 1 Rank 4 or lower Xyz Monster in your GY")[
        "target"]["xyz_rank_max"] == 4
    # "a Rank 4 monster": the format's Rank fits Xyz Monsters only; not read
    assert target_shapes.target("Target 1 Rank 4 monster you control") is None


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-magic, card: "{card}"}}]
    extra_deck:
      - {{id: a-c5, name: Number C5, archetypes: [Number C], level: 5, atk: 2500, def: 0,
         types: [Warrior, Xyz, Effect]}}
    monsters:
      - {{id: a-r4, name: Rank Four, level: 4, atk: 1800, def: 0, types: [Warrior, Xyz, Effect],
         materials: 2}}
      - {{id: a-r3, name: Rank Three, level: 3, atk: 1800, def: 0,
         types: [Warrior, Xyz, Effect], materials: 2}}
      - {{id: a-l4, name: Level Four, level: 4, atk: 1800, def: 0, types: [Warrior]}}
  B: {{}}
actions:
  - activate: {{card: a-magic, target: {target}, pick: a-c5}}
  - pass
  - pass"""


def test_a_rank_4_xyz_monster_is_the_target(printed):
    result = judged(BOARD.format(card=BARIANS, target="a-r4"))
    assert result["outcome"] == "completed"
    assert "a-c5" in [m["id"] for m in result["state"]["players"]["A"]["monsters"]]


@pytest.mark.parametrize("other", ["a-r3", "a-l4"])
def test_another_rank_or_a_level_does_not_fit(printed, other):
    result = judged(BOARD.format(card=BARIANS, target=other))
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in result["illegal"]["rules"]
    assert "Rank 4" in result["illegal"]["reason"]
