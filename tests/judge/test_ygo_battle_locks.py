"""No Battle Phase in the turn a card or effect is activated (5-2-13), judged on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Ruffian
Railcar's "You cannot conduct your Battle Phase the turn you activate this effect." refuses the
Battle Phase after the effect, and the effect once the Battle Phase was entered; a Spell's
"You cannot Special Summon or conduct your Battle Phase ..." binds both."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, printed, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

RAILCAR = "24919805"  # Ruffian Railcar
TRUTH = "10118318"  # Reinforce Truth
KIDMODO = "35629124"  # Kidmodo Dragon
REBORN = "83764718"  # Monster Reborn


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (RAILCAR, REBORN)))


def test_the_restriction_is_read_on_the_card_and_on_the_effect():
    assert printed(TRUTH)["no_battle_phase_turn"] is True
    assert printed(RAILCAR)["effects"][0]["no_battle_phase_turn"] is True
    assert "no_battle_phase_turn" not in printed(RAILCAR)["effects"][1]


def test_with_special_summons_in_one_sentence():
    effect = printed(KIDMODO)["effects"][0]
    assert effect["no_battle_phase_turn"] is True
    assert effect["summon_lock_turn"] == {"from": "any", "except": {"type": "Dragon"}}


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    deck: 5
    hand: [{{id: a-reborn, card: "83764718"}},
           {{id: a-call, name: Call, kind: spell, effect: [{{draw: 1}}],
             no_battle_phase_turn: true, summon_lock_turn: {{from: any}}}}]
    graveyard: [{{id: a-fallen, name: Fallen, kind: monster, level: 4, atk: 1800, def: 1000,
                  attribute: DARK}}]
    monsters: [{{id: a-railcar, card: "24919805"}}]
  B:
    deck: 5
actions:
{actions}"""
RAILCAR_FIRST = """  - activate: {card: a-railcar}
  - pass
  - pass
"""


def board(actions: str, phase: str = "main1") -> str:
    return BOARD.format(actions=actions, phase=phase)


def test_no_battle_phase_after_the_effect(imported):
    result = judged(board(RAILCAR_FIRST + "  - battle_phase\n"))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-13", result["illegal"]
    assert "Ruffian Railcar" in result["illegal"]["reason"]


def test_the_effect_refused_once_the_battle_phase_was_entered(imported):
    result = judged(board("  - battle_phase\n  - main2\n" + RAILCAR_FIRST))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-13", result["illegal"]
    assert "already conducted a Battle Phase" in result["illegal"]["reason"]


def test_a_scenario_in_main_phase_2_had_its_battle_phase(imported):
    result = judged(board(RAILCAR_FIRST, phase="main2"))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-13"


def test_activated_it_applies_and_binds_to_the_end_of_the_turn(imported):
    result = judged(board(RAILCAR_FIRST + "  - end_turn\n"))
    assert result["outcome"] == "completed", result
    assert player(result, "B")["lp"] == 7500
    assert "5-2-13" in result["rules_cited"]


def test_both_restrictions_of_one_sentence_bind_the_player(imported):
    actions = """  - activate: {card: a-call}
  - pass
  - pass
  - activate: {card: a-reborn, target: a-fallen}
  - pass
  - pass
"""
    result = judged(board(actions))
    assert result["outcome"] == "completed", result
    assert "a-fallen" in player(result, "A")["graveyard"]  # no Special Summon at all
    assert {"5-2-13", "5-2-11", "5-2-10"} <= set(result["rules_cited"])
    refused = judged(board(actions + "  - battle_phase\n"))
    assert refused["illegal"]["rules"][0] == "5-2-13", refused
