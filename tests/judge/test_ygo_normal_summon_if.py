"""A monster Normal Summoned only under a condition (8-1-11), read from real cards (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Ghostrick Witch is
Normal Summoned while its player controls a face-up "Ghostrick" monster and refused otherwise,
with the rule cited; it can still be Set on any board."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

WITCH, STEIN = "27491571", "16279989"  # Ghostrick Witch, Ghostrick Stein


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WITCH, STEIN)))


@pytest.mark.parametrize("number", [WITCH, STEIN])
def test_the_condition_of_the_normal_summon_is_read(number):
    card = derived(number)
    assert card.automation == "full", card.notes
    assert card.encoding["normal_summon_if"] == {"control": {"archetype": "Ghostrick"}}


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-witch, card: "{witch}"}}]
    monsters: [{monsters}]
  B: {{}}
actions:
  - {how}: {{card: a-witch}}"""
STEIN_UP = '{id: a-stein, card: "16279989"}'
STEIN_SET = '{id: a-stein, card: "16279989", position: set}'
PLAIN = "{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000}"


@pytest.mark.parametrize("monsters, how, legal", [
    (STEIN_UP, "normal_summon", True),
    (PLAIN, "normal_summon", False),
    (STEIN_SET, "normal_summon", False),  # a face-down monster shows no archetype (9-1-3)
    (PLAIN, "set_monster", True),
])
def test_ghostrick_witch_is_normal_summoned_only_beside_a_ghostrick(printed, monsters, how,
                                                                    legal):
    result = judged(BOARD.format(witch=WITCH, monsters=monsters, how=how))
    if legal:
        assert result["outcome"] == "completed", result.get("illegal")
        assert "a-witch" in [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    else:
        assert result["outcome"] == "illegal_action"
        assert result["illegal"]["code"] == "illegal.normal_summon_unless"
        assert result["illegal"]["rules"] == ["8-1-11"]
