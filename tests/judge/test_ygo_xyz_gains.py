"""An effect an Xyz Monster has only while a named card is its material (4-4-11), on real cards
imported from ../shared/fixtures/yaml-yugi into a temporary folder (facts only): CXyz Dark Fairy
Cheer Girl with "Fairy Cheer Girl" under it, having destroyed a monster by battle and still on
the field, inflicts 400 damage for each card in its player's hand; without that material, or
destroyed in the same battle, it cannot (4-4-11, 5-1-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CHEER_GIRL = "23454876"  # CXyz Dark Fairy Cheer Girl, 2500 ATK
FAIRY = "51960178"  # Fairy Cheer Girl


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CHEER_GIRL, FAIRY)))


def battle(material: str, atk: int = 1000) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-one, name: One, kind: monster, level: 4}},
           {{id: a-two, name: Two, kind: monster, level: 4}}]
    monsters: [{{id: a-cheer, card: "{CHEER_GIRL}",
                materials: [{material},
                            {{id: a-plain, name: Plain, kind: monster, level: 5}}]}}]
  B:
    monsters: [{{id: b-foe, name: Foe, kind: monster, level: 4, atk: {atk}, def: 0}}]
actions:
  - battle_phase
  - attack: {{attacker: a-cheer, target: b-foe}}
  - pass
  - activate: {{card: a-cheer, effect: 1, detach: [a-plain]}}
  - pass
  - pass""")


NAMED = f'{{id: a-fairy, card: "{FAIRY}"}}'
OTHER = "{id: a-fairy, name: Other Fairy, kind: monster, level: 5}"


def test_it_burns_for_each_card_in_hand_after_destroying_a_monster(printed):
    result = battle(NAMED)
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1500 - 2 * 400
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert monster["materials"] == 1
    assert "4-4-11" in result["rules_cited"]


def test_without_fairy_cheer_girl_under_it_it_has_no_such_effect(printed):
    result = battle(OTHER)
    assert result["illegal"]["code"] == "illegal.material_missing"
    assert result["illegal"]["rules"] == ["4-4-11"]


def test_destroyed_in_the_same_battle_it_does_not_remain_to_use_it(printed):
    result = battle(NAMED, atk=2500)
    assert result["illegal"]["code"] == "illegal.effect_from_zone"  # it is in the Graveyard
    assert result["state"]["players"]["B"]["lp"] == 8000
