"""Special Summons from the Extra Deck treated as a Fusion, Synchro or Xyz Summon (8-5-16),
with real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Revelation of Hope (a Rank 8 Dragon Xyz Monster, after its cost) and Bramble Rose Dragon
(a Quick Effect that Tributes itself for "Black Rose Dragon", treated as a Synchro Summon)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

REVELATION, BRAMBLE_ROSE = "42104806", "06560411"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (REVELATION, BRAMBLE_ROSE)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    lp: 8000
    hand: [{{id: a-hope, card: "{hope}"}}]
    extra_deck:
      - {{id: a-x8, name: Galaxy Eight, level: 8, atk: 3000, def: 2500,
         types: [Dragon, Xyz, Effect]}}
      - {{id: a-x7, name: Galaxy Seven, level: 7, atk: 2800, def: 2000,
         types: [Dragon, Xyz, Effect]}}
      - {{id: a-w8, name: Warrior Eight, level: 8, atk: 3000, def: 2500,
         types: [Warrior, Xyz, Effect]}}
      - {{id: a-black-rose, name: Black Rose Dragon, level: 7, atk: 2400, def: 1800,
         types: [Dragon, Synchro, Effect]}}
    monsters:
      - {{id: a-dragon, name: Eight Dragon, level: 8, atk: 2500, def: 2000,
         types: [Dragon, Effect]}}
      - {{id: a-bramble, card: "{bramble}"}}
  B: {{}}
actions:
  - activate: {activate}
  - pass
  - pass"""


def run(activate: str) -> dict:
    return judged(BOARD.format(hope=REVELATION, bramble=BRAMBLE_ROSE, activate=activate))


def monster(result: dict, card: str) -> dict | None:
    return next((m for m in player(result, "A")["monsters"] if m["id"] == card), None)


def test_revelation_of_hope_summons_a_rank_8_dragon_as_an_xyz_summon(printed):
    result = run("{card: a-hope, cost: [a-dragon], pick: a-x8}")
    assert result["outcome"] == "completed"
    summoned = monster(result, "a-x8")
    assert summoned is not None and not summoned.get("materials")  # no material used
    assert "a-dragon" in player(result, "A")["graveyard"]  # the cost
    assert "8-5-16" in result["rules_cited"]


def test_revelation_of_hope_refuses_another_rank_or_type(printed):
    for pick in ("a-x7", "a-w8", "a-black-rose"):
        result = run(f"{{card: a-hope, cost: [a-dragon], pick: {pick}}}")
        assert result["outcome"] == "illegal_action", pick
        assert result["illegal"]["code"] == "illegal.treated_summon"
        assert result["illegal"]["rules"] == ["8-5-16", "5-2-4"]


def test_revelation_of_hope_needs_a_monster_named(printed):
    result = run("{card: a-hope, cost: [a-dragon]}")
    assert result["illegal"]["code"] == "illegal.treated_summon"


def test_bramble_rose_dragon_tributes_itself_for_black_rose_dragon(printed):
    result = run("{card: a-bramble, effect: 0, pick: a-black-rose}")
    assert result["outcome"] == "completed"
    assert monster(result, "a-black-rose") is not None
    assert monster(result, "a-bramble") is None
    assert "8-5-16" in result["rules_cited"]
