"""Real monsters that change their own battle position (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Ganbara Knight,
targeted for an attack, changes itself to Defense Position before the battle (9-2-7), where
its DEF meets the attacker; Superheavy Samurai Blue Brawler, Normal Summoned, changes itself to
Defense Position (switch); Magna Drago, after its battle damage, gains 200 ATK for good."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

GANBARA_KNIGHT, BLUE_BRAWLER = "24291651", "41628550"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GANBARA_KNIGHT, BLUE_BRAWLER)))


def test_ganbara_knight_meets_the_attack_in_defense_position(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: B, phase: battle}}
players:
  A:
    monsters: [{{id: a-knight, card: "{GANBARA_KNIGHT}"}}]
  B:
    monsters: [{{id: b-axe, name: Axe, atk: 1500, def: 100}}]
actions:
  - attack: {{attacker: b-axe, target: a-knight}}
  - activate: {{card: a-knight}}
  - pass
  - pass
""")
    [knight] = player(result, "A")["monsters"]
    assert knight["position"] == "defense"
    assert player(result, "A")["lp"] == 8000 and player(result, "B")["lp"] == 7700
    assert "Ganbara Knight is changed to face-up Defense Position" in texts(result)
    assert "9-2-7" in result["rules_cited"]


def test_blue_brawler_switches_itself_after_its_normal_summon(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-brawler, card: "{BLUE_BRAWLER}"}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-brawler}}
  - activate: {{card: a-brawler}}
  - pass
  - pass
""")
    [brawler] = player(result, "A")["monsters"]
    assert brawler["position"] == "defense"


def test_a_monster_that_gains_atk_after_its_own_battle_damage(tmp_path):
    store(subset(tmp_path, ("36750412",)))
    result = judged("""
game: ygo
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{id: a-dragon, card: "36750412"}]
  B: {}
actions:
  - attack: {attacker: a-dragon, target: direct}
  - pass
  - activate: {card: a-dragon}
  - pass
  - pass
  - end_turn
""")
    [dragon] = player(result, "A")["monsters"]
    damage = 8000 - player(result, "B")["lp"]  # its printed ATK, then 200 more that stays
    assert damage > 0 and dragon["atk"] == damage + 200  # past the end of the turn (4-2-5)
