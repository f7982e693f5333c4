""""● While in Attack Position: ..." / "● While in Defense Position: ..." on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged:
Morphtronic Datatron's effect of each position is activated only while it is in that position
(5-2-4), and Morphtronic Radion's gain applies only while it is in its position (5-1-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DATATRON, RADION = "66331855", "55119278"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DATATRON, RADION)))


def datatron(position: str, effect: int) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-data, card: "{DATATRON}", position: {position}}},
               {{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}}]
  B: {{}}
actions:
  - activate: {{card: a-data, effect: {effect}{", cost: [a-x]" if effect == 0 else ""}}}
  - pass
  - pass""")


def test_datatron_in_defense_position_inflicts_300(printed):
    result = datatron("defense", 1)
    assert result["outcome"] == "completed"
    assert player(result, "B")["lp"] == 7700


def test_datatron_in_attack_position_tributes_for_600(printed):
    result = datatron("attack", 0)
    assert player(result, "B")["lp"] == 7400
    assert "a-x" in player(result, "A")["graveyard"]


def test_datatron_effect_of_the_other_position_is_refused(printed):
    result = datatron("attack", 1)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert "5-2-4" in result["illegal"]["rules"]


def radion(position: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-radion, card: "{RADION}", position: {position}}},
               {{id: a-m, name: Morphtronic M, kind: monster, level: 4, atk: 1000, def: 1000,
                archetypes: [Morphtronic]}}]
  B: {{}}
actions: []""")


def test_radion_gives_atk_in_attack_position_and_def_in_defense_position(printed):
    attack = {m["id"]: m for m in player(radion("attack"), "A")["monsters"]}
    assert (attack["a-m"]["atk"], attack["a-m"]["def"]) == (1800, 1000)
    defense = {m["id"]: m for m in player(radion("defense"), "A")["monsters"]}
    assert (defense["a-m"]["atk"], defense["a-m"]["def"]) == (1000, 2000)
