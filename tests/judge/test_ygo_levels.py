"""A monster's Level raised or lowered by an effect (`level`, 4-2-2), with Star Changer as
printed ("Target 1 face-up monster on the field, then activate 1 of these effects; ● Increase
that target's Level by 1. ● Reduce that target's Level by 1.", imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): one target for both options,
the new Level counted by what asks for a Level, never below 1, none for an Xyz Monster, and
lost when the monster leaves the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster, run, spell, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

STAR_CHANGER = "63485233"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (STAR_CHANGER,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-star, card: "{star}"}},
           {{id: a-check, name: Low Level Check, kind: spell, spell_type: quick-play,
             target: {{what: monster, player: controller, zone: field, level_max: 4}},
             effect: [{{destroy: chosen}}]}}]
    monsters: [{{id: a-m, name: Four Star, kind: monster, level: {level}, atk: 1000,
                 def: 1000}}]
  B: {{}}
actions:
  - activate: {{card: a-star, option: {option}, target: a-m}}
  - pass
  - pass
  - activate: {{card: a-check, target: a-m}}
"""


def test_star_changer_raises_the_level_a_later_target_counts(printed):
    result = judged(BOARD.format(star=STAR_CHANGER, level=4, option=0))
    assert "Level rises from 4 to 5" in texts(result)
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"  # Level 5 now
    assert "4-2-2" in result["rules_cited"]


def test_star_changer_lowers_it_and_the_target_then_fits(printed):
    result = judged(BOARD.format(star=STAR_CHANGER, level=5, option=1))
    assert result["outcome"] == "completed"
    assert "Level drops from 5 to 4" in texts(result)


def test_star_changer_needs_a_target_for_either_option(printed):
    result = judged(BOARD.format(star=STAR_CHANGER, level=4, option=0).replace(
        ", target: a-m}\n  - pass", "}\n  - pass", 1))
    assert result["illegal"]["rules"][0] == "5-2-3"


CHANGE = {"what": "monster", "player": "any", "zone": "field", "face_up": True}


def changer(card_id: str, by: int) -> dict:
    return spell(card_id, "quick-play", target=CHANGE,
                 effect=[{"level": {"card": "chosen", "by": by}}])


def test_a_level_never_drops_below_1():
    result = run({"hand": [changer("a-down", -3)], "monsters": [monster("a-m", level=2)]},
                 actions=[{"activate": {"card": "a-down", "target": "a-m"}}, "pass", "pass"])
    assert "Level drops from 2 to 1" in texts(result)


def test_an_xyz_monster_has_no_level_to_change():
    xyz = monster("a-xyz", level=4, types=["Xyz", "Effect"])
    result = run({"hand": [changer("a-up", 1)], "monsters": [xyz]},
                 actions=[{"activate": {"card": "a-up", "target": "a-xyz"}}, "pass", "pass"])
    assert "not a face-up monster with a Level" in texts(result)
    assert "4-2-2" in result["rules_cited"]


def test_the_change_is_lost_when_the_monster_leaves_the_field():
    bounce = spell("a-bounce", "quick-play", target=CHANGE, effect=[{"to_hand": "chosen"}])
    result = run({"hand": [changer("a-up", 1), bounce], "monsters": [monster("a-m", level=4)]},
                 actions=[{"activate": {"card": "a-up", "target": "a-m"}}, "pass", "pass",
                          {"activate": {"card": "a-bounce", "target": "a-m"}}, "pass", "pass",
                          {"normal_summon": {"card": "a-m"}}])
    assert result["outcome"] == "completed"  # Level 4 again: no Tribute needed (8-2-1)


def test_a_monster_raises_its_own_level():
    rising = monster("a-riser", level=4, effects=[
        {"type": "ignition", "effect": [{"level": {"card": "self", "by": 1}}]}])
    check = spell("a-check", "quick-play", target={**CHANGE, "level_max": 4},
                  effect=[{"destroy": "chosen"}])
    result = run({"hand": [check], "monsters": [rising]},
                 actions=[{"activate": {"card": "a-riser"}}, "pass", "pass",
                          {"activate": {"card": "a-check", "target": "a-riser"}}])
    assert "a-riser's Level rises from 4 to 5" in texts(result)
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
