"""Counters a card's own effect removes from it, "If you cannot, destroy it." (4-8-15, 5-2-7),
judged with real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): B.E.S. Big Core gets its 3 counters as it is Normal Summoned (plain counters, the
kind "counter", 4-8-1), loses one at the end of each Damage Step it battled, and destroys itself
when it has none left to remove; Number 41: Bagooska the Terribly Tired Tapir the same with its
material in its controller's Standby Phase (4-4-9)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BIG_CORE, BAGOOSKA = "14148099", "90590303"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (BIG_CORE, BAGOOSKA)))


BATTLE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-core, card: "{core}"{counters}}}]
  B:
    monsters: [{{id: b-pawn, name: Pawn, kind: monster, level: 2, atk: 500, def: 300,
                position: defense}}]
actions:
  - battle_phase
  - attack: {{attacker: a-core, target: b-pawn}}
  - pass
  - activate: {{card: a-core, effect: 1}}
  - pass
  - pass
"""


def battle(counters: str) -> dict:
    return judged(BATTLE.format(core=BIG_CORE, counters=counters))


def test_a_counter_left_to_remove_keeps_the_core(imported):
    result = battle(", counter: {name: counter}, counters: 2")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-core" in str(player(result, "A")["monsters"])
    assert "b-pawn" in player(result, "B")["graveyard"]
    assert "4-8-15" in result["rules_cited"] and "5-2-7" in result["rules_cited"]
    assert "a-core" not in player(result, "A")["graveyard"]
    assert "sequence.done.if_you_cannot" in str(result)


def test_no_counter_left_the_core_destroys_itself(imported):
    result = battle("")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-core" in player(result, "A")["graveyard"]
    assert "sequence.not_done.if_you_cannot" in str(result)
    assert {"4-8-15", "5-2-7", "5-2-5"} <= set(result["rules_cited"])


def test_the_normal_summon_places_three_plain_counters(imported):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-core, card: "{BIG_CORE}"}}]
    monsters: [{{id: a-x, name: X, kind: monster, level: 4, atk: 1000, def: 1000}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-core, tributes: [a-x]}}
  - activate: {{card: a-core, effect: 0}}
  - pass
  - pass
""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "4-8-1" in result["rules_cited"]
    assert "counters_placed" in str(result) and "'counter'" in str(result)


STANDBY = """
game: ygo
turn: {{number: 2, player: B, phase: end}}
players:
  A:
    monsters: [{{id: a-tapir, card: "{tapir}", materials: {materials}}}]
  B: {{}}
actions:
  - standby_phase
  - activate: {{card: a-tapir, effect: 0}}
  - pass
  - pass
  - main1
"""


def test_bagooska_keeps_itself_with_a_material_to_detach(imported):
    result = judged(STANDBY.format(tapir=BAGOOSKA, materials=1))
    assert result["outcome"] == "completed", result.get("illegal")
    [tapir] = player(result, "A")["monsters"]
    assert "a-tapir" in str(tapir) and "a-tapir" not in player(result, "A")["graveyard"]
    assert "4-4-9" in result["rules_cited"] and "5-2-7" in result["rules_cited"]


def test_bagooska_without_material_destroys_itself(imported):
    result = judged(STANDBY.format(tapir=BAGOOSKA, materials=0))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-tapir" in player(result, "A")["graveyard"]
    assert "sequence.not_done.if_you_cannot" in str(result)
