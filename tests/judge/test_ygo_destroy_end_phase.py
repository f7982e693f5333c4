"""A monster Special Summoned "but destroy it during the End Phase of this turn" (Swing of
Memories, imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
judged: destroyed as that End Phase begins if it is still the same card on the field (7-7-1,
5-3-1); one that left the field and came back is a new card and stays; one card effects
cannot destroy stays (5-3-12)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

SWING_OF_MEMORIES = "96765646"


def revive() -> dict:
    return spell("a-revive", effect=[{"special_summon": {"card": "chosen",
                                                         "destroy_end_phase": True}}])


REVIVE = [{"activate": {"card": "a-revive", "target": "a-fallen"}}, "pass", "pass"]


def test_the_monster_is_destroyed_as_the_end_phase_begins():
    result = run({"hand": [revive()], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, "end_phase"])
    assert player(result, "A")["graveyard"] == ["a-revive", "a-fallen"]
    assert "7-7-1" in result["rules_cited"] and "5-3-1" in result["rules_cited"]


def test_one_card_effects_cannot_destroy_stays():
    tough = monster("a-fallen", effect_indestructible=True)
    result = run({"hand": [revive()], "graveyard": [tough]}, actions=[*REVIVE, "end_phase"])
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-fallen"]
    assert "5-3-12" in result["rules_cited"]


def test_a_monster_that_left_and_came_back_is_a_new_card():
    bounce = spell("a-bounce", effect=[{"to_hand": "chosen"}])
    result = run({"hand": [revive(), bounce], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, {"activate": {"card": "a-bounce", "target": "a-fallen"}},
                          "pass", "pass", {"normal_summon": {"card": "a-fallen"}}, "end_phase"])
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-fallen"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SWING_OF_MEMORIES,)))


@pytest.mark.django_db
def test_swing_of_memories_summons_a_normal_monster_until_the_end_phase(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-swing, card: "{SWING_OF_MEMORIES}"}}]
    graveyard: [{{id: a-normal, name: Old Friend, atk: 1500, def: 1000, types: [Warrior, Normal]}}]
  B: {{}}
actions:
  - activate: {{card: a-swing, target: a-normal}}
  - pass
  - pass
  - end_turn""")
    a = result["state"]["players"]["A"]
    assert a["monsters"] == [] and "a-normal" in a["graveyard"]
    assert "7-7-1" in result["rules_cited"]
