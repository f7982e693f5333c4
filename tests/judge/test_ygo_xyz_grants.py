"""What a material gives the Xyz Monster it is under (4-4-11), with real cards imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only): Infinitrack Goliath keeps a
Machine Xyz Monster from being destroyed by card effects while it is under it, and Zoodiac
Ratpier gives a Beast-Warrior Xyz Monster an effect it activates as its own; a monster of
another Type, or with materials only counted, gets nothing."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

GOLIATH, RATPIER = "23689428", "78872731"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GOLIATH, RATPIER)))


RAY = ("{id: b-ray, name: Ray, kind: spell, spell_type: quick-play, target: {what: monster,"
       " player: opponent, zone: field}, effect: [{destroy: chosen}]}")


def destroyed(types: str, materials: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-xyz, name: Gear, kind: monster, level: 4, atk: 2000, def: 0,
                types: [{types}, Xyz], materials: {materials}}}]
  B:
    hand: [{RAY}]
actions:
  - activate: {{card: b-ray, target: a-xyz}}
  - pass
  - pass""")


def test_goliath_keeps_a_machine_xyz_monster_on_the_field(printed):
    result = destroyed("Machine", f'[{{id: a-goliath, card: "{GOLIATH}"}}]')
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert monster["id"] == "a-xyz"
    assert result["state"]["players"]["A"]["graveyard"] == []
    assert "5-3-12" in result["rules_cited"]  # cannot be destroyed by that effect


def test_a_warrior_xyz_monster_gets_nothing_from_it(printed):
    result = destroyed("Warrior", f'[{{id: a-goliath, card: "{GOLIATH}"}}]')
    assert result["state"]["players"]["A"]["monsters"] == []
    assert set(result["state"]["players"]["A"]["graveyard"]) == {"a-xyz", "a-goliath"}


def test_counted_materials_give_nothing(printed):
    result = destroyed("Machine", "1")
    assert result["state"]["players"]["A"]["monsters"] == []


RATPIER_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-rat2, card: "{RATPIER}"}}]
    monsters: [{{id: a-xyz, name: Beast, kind: monster, level: 4, atk: 2000, def: 0,
                types: [Beast-Warrior, Xyz],
                materials: [{{id: a-rat, card: "{RATPIER}"}},
                            {{id: a-plain, name: Plain, kind: monster, level: 4}}]}}]
  B: {{}}
actions:
"""


def test_the_xyz_monster_activates_the_effect_ratpier_gives_it(printed):
    result = judged(RATPIER_BOARD + "  - activate: {card: a-xyz, effect: 0, detach: [a-plain],"
                    " pick: a-rat2}\n  - pass\n  - pass")
    monsters = {m["id"]: m for m in result["state"]["players"]["A"]["monsters"]}
    assert set(monsters) == {"a-xyz", "a-rat2"}
    assert monsters["a-xyz"]["materials"] == 1
    assert result["state"]["players"]["A"]["graveyard"] == ["a-plain"]
    assert "4-4-11" in result["rules_cited"]  # the cost names the material it takes


def test_a_warrior_xyz_monster_cannot_activate_it(printed):
    result = judged(RATPIER_BOARD.replace("Beast-Warrior, Xyz", "Warrior, Xyz")
                    + "  - activate: {card: a-xyz, effect: 0, detach: [a-plain], pick: a-rat2}")
    assert result["illegal"]["code"] == "illegal.attached_effect_lost"
    assert result["illegal"]["rules"] == ["4-4-11"]


BRAVE_STRIX = "08617563"
STRIX_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-rum, name: Rank Up, kind: spell, spell_type: quick-play,
            archetypes: [Rank-Up-Magic]}}]
    monsters:
      - {{id: a-strix, card: "{strix}",
         materials: [{{id: a-bird, name: Bird, kind: monster, level: 5, types: [{kind}]}},
                     {{id: a-other, name: Other, kind: monster, level: 5, types: [Warrior]}}]}}
  B: {{}}
actions:
  - activate: {{card: a-strix, effect: 1, detach: [a-other], pick: a-rum}}
  - pass
  - pass"""


@pytest.fixture
def strix(tmp_path):
    store(subset(tmp_path, (BRAVE_STRIX,)))


def test_brave_strix_with_a_winged_beast_material_adds_a_rank_up_magic(strix):
    result = judged(STRIX_BOARD.format(strix=BRAVE_STRIX, kind="Winged Beast"))
    assert result["state"]["players"]["A"]["hand"] == ["a-rum"]
    assert result["state"]["players"]["A"]["graveyard"] == ["a-other"]


def test_brave_strix_without_one_cannot_activate_it(strix):
    result = judged(STRIX_BOARD.format(strix=BRAVE_STRIX, kind="Fiend"))
    assert result["illegal"]["code"] == "illegal.material_missing"
    assert result["illegal"]["rules"] == ["4-4-11"]
