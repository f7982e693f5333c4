"""A real card read in place from ../shared/fixtures/yaml-yugi (facts only), judged: once
Kozmoll Wickedwitch's effect resolves, it cannot be destroyed by card effects (5-3-12) nor by
battle (12-8-3) for the rest of the turn (5-3-17), even once its effects are negated; the next
turn it can be again."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

WICKEDWITCH = "93302695"
SCENARIO = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-crush, name: Crush, kind: spell, spell_type: quick-play,
             target: {{what: monster, player: any, zone: field}}, effect: [destroy: chosen]}},
           {{id: a-veil, name: Veil, kind: spell, spell_type: quick-play,
             target: {{what: monster, player: any, zone: field}},
             effect: [negate_effects: {{card: chosen}}]}}]
    monsters: [{{id: witch, card: "{witch}"}}]
  B:
    monsters: [{{id: b-giant, name: Giant, kind: monster, level: 4, atk: 2500, def: 0}}]
actions:
{actions}"""
PROTECT = """  - activate: {card: witch, effect: 1}
  - pass
  - pass
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WICKEDWITCH,)))


def scenario(actions: str) -> dict:
    return judged(SCENARIO.format(witch=WICKEDWITCH, actions=actions))


def monsters(result: dict, pid: str) -> list[str]:
    return [m["id"] for m in player(result, pid)["monsters"]]


def test_a_card_effect_does_not_destroy_it_this_turn(printed):
    result = scenario(PROTECT + """  - activate: {card: a-crush, target: witch}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["lp"] == 7000  # its cost
    assert monsters(result, "A") == ["witch"]
    assert {"5-3-17", "5-3-12"} <= set(result["rules_cited"])


def test_battle_does_not_destroy_it_even_negated(printed):
    result = scenario(PROTECT + """  - activate: {card: a-veil, target: witch}
  - pass
  - pass
  - battle_phase
  - attack: {attacker: witch, target: b-giant}
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result, "A") == ["witch"]
    assert player(result, "A")["lp"] == 7000 - 600  # the battle damage is still dealt
    assert "12-8-3" in result["rules_cited"]


def test_without_its_effect_it_is_destroyed(printed):
    result = scenario("""  - activate: {card: a-crush, target: witch}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result, "A") == []


def test_the_next_turn_battle_destroys_it(printed):
    result = scenario(PROTECT + """  - end_turn
  - battle_phase
  - attack: {attacker: b-giant, target: witch}
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result, "A") == []
