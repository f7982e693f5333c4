"""A monster's own Xyz Summon on top of itself at the end of a Battle Phase in which it
destroyed an opponent's monster, with a real card (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): Number 27: Dreadnought Dreadnoid becomes the material of
a Rank 10 or higher Machine Xyz Monster (8-5-15), only after a battle it won this turn (5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DREADNOID = "08387138"

BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-dread, card: "{card}", materials: 2}}]
    extra_deck:
      - {{id: a-m10, name: Machine Ten, level: 10, atk: 3000, def: 0,
         types: [Machine, Xyz, Effect]}}
      - {{id: a-m9, name: Machine Nine, level: 9, atk: 2800, def: 0,
         types: [Machine, Xyz, Effect]}}
  B:
    monsters: [{{id: b-pawn, name: Pawn, kind: monster, level: 2, atk: 500, def: 300,
                position: defense}}]
actions:
  - battle_phase
{battle}  - end_step
  - activate: {{card: a-dread, pick: {pick}}}
  - pass
  - pass"""

ATTACK = "  - attack: {attacker: a-dread, target: b-pawn}\n  - pass\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DREADNOID,)))


def run(battle: str, pick: str) -> dict:
    return judged(BOARD.format(card=DREADNOID, battle=battle, pick=pick))


def test_after_a_battle_won_it_becomes_the_material_of_a_rank_10(printed):
    result = run(ATTACK, "a-m10")
    assert result["outcome"] == "completed", result.get("illegal")
    monsters = {m["id"]: m for m in player(result, "A")["monsters"]}
    assert list(monsters) == ["a-m10"] and monsters["a-m10"]["materials"] == 3
    assert "b-pawn" in player(result, "B")["graveyard"]
    assert "8-5-15" in result["rules_cited"]


def test_a_rank_below_10_is_refused(printed):
    result = run(ATTACK, "a-m9")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.rank_up"


def test_no_battle_won_no_effect(printed):
    result = run("", "a-m10")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert result["illegal"]["rules"] == ["5-2-4"]
