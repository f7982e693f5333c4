"""Attacks of the monsters a Spell names, forbidden the turn it is activated (5-2-26), judged on
real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only):
Evolution Burst with Cyber Dragon, which cannot attack that turn while another monster can,
and which cannot be activated once Cyber Dragon has attacked."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

EVOLUTION_BURST, CYBER_DRAGON = "52875873", "70095154"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (EVOLUTION_BURST, CYBER_DRAGON)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    deck: 5
    hand: [{{id: a-burst, card: "{burst}"}}]
    monsters: [{{id: a-cyber, card: "{cyber}"{attacked}}},
               {{id: a-other, name: Other, kind: monster, level: 4, atk: 1500, def: 1000}}]
  B:
    deck: 5
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, face_up: false}}]
actions:
  - activate: {{card: a-burst, target: b-set}}
  - pass
  - pass
{then}"""


def board(then: str = "", phase: str = "main1", attacked: str = "") -> str:
    return BOARD.format(burst=EVOLUTION_BURST, cyber=CYBER_DRAGON, then=then, phase=phase,
                        attacked=attacked)


def attack(who: str) -> str:
    return f"  - battle_phase\n  - attack: {{attacker: {who}, target: direct}}\n"


def test_the_named_monster_cannot_attack_that_turn(imported):
    result = judged(board(attack("a-cyber")))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-26", result["illegal"]
    assert "Evolution Burst" in result["illegal"]["reason"]
    codes = [step["code"] for step in judged(board())["steps"]]
    assert "attacks_banned_turn.named" in codes


def test_another_monster_still_attacks(imported):
    result = judged(board(attack("a-other")))
    assert result["outcome"] == "completed", result
    assert player(result, "B")["lp"] == 6500
    assert "b-set" in player(result, "B")["graveyard"]  # the card was destroyed


def test_not_activated_once_the_named_monster_attacked(imported):
    result = judged(board(phase="main2", attacked=", attacked_this_turn: true"))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"] == ["5-2-26"], result["illegal"]
    assert "Cyber Dragon" in result["illegal"]["reason"]


def test_the_restriction_ends_with_the_turn(imported):
    result = judged(board("  - end_turn\n  - end_turn\n" + attack("a-cyber")))
    assert result["outcome"] == "completed", result
    assert player(result, "B")["lp"] == 8000 - 2100
