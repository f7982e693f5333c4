"""A Continuous Trap with a price to stay (10-5-3) whose effect answers a direct attack, judged
with a real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Firewall's "When your opponent declares a direct attack: You can banish 1 Pyro monster in
your GY; negate the attack." (the same event as "When an opponent's monster declares a direct
attack", 12-3-12) and its "Once per turn, during your Standby Phase, pay 500 LP or destroy this
card."."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FIREWALL = "94804055"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (FIREWALL,)))


def test_firewall_reads_whole():
    card = derived(FIREWALL)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert effect["event"] == "opponent_direct_attack_declared" and effect["from"] == "field"
    assert effect["cost_cards"] == {"do": "banish", "what": "monster", "type": "Pyro"}
    assert effect["effect"] == [{"negate_attack": True}]
    assert card.encoding["upkeep"] == {"pay_lp": 500, "whose": "own"}


BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    graveyard: [{{id: a-pyro, name: Flame, kind: monster, level: 4, atk: 1500, def: 1000,
                 types: [Pyro]}}]
    spells_traps: [{{id: a-wall, card: "{card}", face_up: true}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, kind: monster, level: 4, atk: 1800, def: 1000}}]
actions:
  - battle_phase
  - attack: {{attacker: b-ogre, target: direct}}
{actions}"""


NEGATED = """  - activate: {card: a-wall, effect: 0, cost: [a-pyro]}
  - pass
  - pass
  - main2
  - end_turn
"""


def test_the_direct_attack_is_negated_for_a_banished_pyro(imported):
    result = judged(BOARD.format(card=FIREWALL, actions=NEGATED))
    assert result["outcome"] == "completed", result.get("illegal")
    a = player(result, "A")
    assert a["banished"] == ["a-pyro"]
    # no damage from the negated attack; 500 LP paid in A's Standby Phase to keep the card
    assert a["lp"] == 8000 - 500
    assert "12-3-12" in result["rules_cited"] and "10-5-3" in result["rules_cited"]


def test_not_for_an_attack_on_a_monster(imported):
    result = judged(BOARD.format(card=FIREWALL, actions="").replace(
        "target: direct", "target: a-guard").replace(
        "    spells_traps:", "    monsters: [{id: a-guard, name: Guard, kind: monster, level: 4, "
        "atk: 100, def: 2000, position: defense}]\n    spells_traps:") + "  - activate: {card: "
        "a-wall, effect: 0, cost: [a-pyro]}\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["action"] == 2  # the activation: no direct attack to answer
