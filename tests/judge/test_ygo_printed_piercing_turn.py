"""A real card read in place from ../shared/fixtures/yaml-yugi (facts only), judged: once
Performapal Spikeagle's effect resolves on a monster its player controls, that monster inflicts
piercing battle damage when it attacks a Defense Position monster this turn (12-6-4), even once
its effects are negated; the next turn it does not. A monster of the opponent's is no target."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SPIKEAGLE = "22091345"  # Performapal Spikeagle
SCENARIO = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-veil, name: Veil, kind: spell, spell_type: quick-play,
             target: {{what: monster, player: any, zone: field}},
             effect: [negate_effects: {{card: chosen}}]}}]
    monsters: [{{id: eagle, card: "{eagle}"}},
               {{id: a-brute, name: Brute, kind: monster, level: 4, atk: 2000, def: 0}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 500,
                 position: defense}}]
actions:
{actions}"""
PIERCE = """  - activate: {card: eagle, effect: 0, target: a-brute}
  - pass
  - pass
"""
ATTACK = """  - battle_phase
  - attack: {attacker: a-brute, target: b-wall}
  - pass"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SPIKEAGLE,)))


def scenario(actions: str) -> dict:
    return judged(SCENARIO.format(eagle=SPIKEAGLE, actions=actions))


def test_the_target_inflicts_piercing_damage_this_turn(printed):
    result = scenario(PIERCE + ATTACK)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 8000 - 1500
    assert player(result, "B")["monsters"] == []
    assert "12-6-4" in result["rules_cited"]


def test_it_keeps_it_once_its_effects_are_negated(printed):
    result = scenario(PIERCE + """  - activate: {card: a-veil, target: a-brute}
  - pass
  - pass
""" + ATTACK)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 8000 - 1500


def test_without_the_effect_no_damage(printed):
    result = scenario(ATTACK)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 8000


def test_the_next_turn_it_no_longer_pierces(printed):
    result = scenario(PIERCE + """  - end_turn
  - end_turn
""" + ATTACK)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 8000
    assert player(result, "B")["monsters"] == []  # the battle was fought, without damage


def test_an_opponents_monster_is_no_target(printed):
    result = scenario("""  - activate: {card: eagle, effect: 0, target: b-wall}""")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.target_does_not_fit", result["illegal"]
    assert "5-2-3" in result["illegal"]["rules"], result["illegal"]
