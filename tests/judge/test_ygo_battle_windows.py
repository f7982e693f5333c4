"""Real Field Spells whose Continuous Effect changes a monster's ATK only during damage
calculation (12-4-15), imported from ../shared/fixtures/yaml-yugi into a temporary folder (facts
only), read and judged: Skyscraper's "Elemental HERO" gains 1000 ATK only against a monster with
a higher ATK, and only in that battle; Shien's Castle of Mist's "Six Samurai" makes the monster
attacking it lose 500 ATK; a scenario's `stronger` in the format's own words."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SKYSCRAPER, SHIEN = "63035430", "11102908"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SKYSCRAPER, SHIEN)))


def hero_attacks(target_atk: int) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    field_spell: {{id: a-sky, card: "{SKYSCRAPER}", face_up: true}}
    monsters: [{{id: a-hero, name: Elemental HERO X, archetypes: [Elemental HERO], level: 4,
                atk: 1000, def: 1000}}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: {target_atk}, def: 0}}]
actions:
  - battle_phase
  - attack: {{attacker: a-hero, target: b-x}}
  - pass""")


def test_skyscraper_raises_a_hero_attacking_a_stronger_monster_in_that_battle_only(printed):
    result = hero_attacks(1500)
    assert result["state"]["players"]["B"]["graveyard"] == ["b-x"]  # 2000 against 1500
    assert result["state"]["players"]["B"]["lp"] == 8000 - 500
    [hero] = result["state"]["players"]["A"]["monsters"]
    assert hero["atk"] == 1000  # the battle over, the change is gone
    assert {"5-1-1", "12-4-15"} <= set(result["rules_cited"])


def test_skyscraper_gives_nothing_against_a_weaker_monster(printed):
    result = hero_attacks(800)
    assert result["state"]["players"]["B"]["lp"] == 8000 - 200  # 1000 against 800
    assert "12-4-15" not in result["rules_cited"]


def test_shiens_castle_lowers_the_monster_attacking_a_six_samurai(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    field_spell: {{id: a-castle, card: "{SHIEN}", face_up: true}}
    monsters: [{{id: a-samurai, name: Six Samurai X, archetypes: [Six Samurai], level: 4,
                atk: 1500, def: 1000}}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 1800, def: 0}}]
actions:
  - battle_phase
  - attack: {{attacker: b-x, target: a-samurai}}
  - pass""")
    assert result["state"]["players"]["B"]["graveyard"] == ["b-x"]  # 1300 against 1500
    assert result["state"]["players"]["B"]["lp"] == 8000 - 200


def test_two_changes_that_compare_do_not_ask_each_other():
    """Each player's Field Spell raises its attacker against a stronger monster: the ATK are
    compared without either change, so the weaker attacker gains and the battle is decided."""
    stronger = {"monsters": {}, "player": "controller", "atk": 1000, "battle": {
        "role": "attacks", "versus": "monster", "stronger": True,
        "window": "damage_calculation"}}
    city = spell("a-city", "field", face_up=True, stat_changes=[stronger])
    other = spell("b-city", "field", face_up=True, stat_changes=[stronger])
    result = run(a={"field_spell": city, "monsters": [monster("a-x", 1000)]},
                 b={"field_spell": other, "monsters": [monster("b-x", 1500)]},
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
                          "pass"])
    assert player(result, "B")["graveyard"] == ["b-x"]  # 2000 against 1500
