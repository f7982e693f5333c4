"""A monster on the field whose battle position an effect changes to the other one, chosen as
the effect resolves (`choose` with `do: change_position, to: switch`, 5-3-22, 9-2-7), on a real
card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Infinity
Dark, once Gemini Summoned, as it declares an attack (8-1-9)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

INFINITY_DARK = "76520646"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (INFINITY_DARK,)))


def attack(gemini: bool, pick: str) -> dict:
    """A's Infinity Dark (Gemini Summoned or not) attacks one of B's two face-up Attack Position
    monsters, beside a face-down one, then its effect is activated, naming `pick`."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-dark, card: "{INFINITY_DARK}", gemini_summoned: {str(gemini).lower()}}}]
  B:
    monsters: [{{id: b-up, name: Up, kind: monster, level: 4, atk: 1000, def: 3000}},
               {{id: b-up2, name: Up Two, kind: monster, level: 4, atk: 1200, def: 3000}},
               {{id: b-down, name: Down, kind: monster, level: 4, atk: 100, def: 100,
                 position: set}}]
actions:
  - battle_phase
  - attack: {{attacker: a-dark, target: b-up}}
  - activate: {{card: a-dark, pick: {pick}}}
  - pass
  - pass""")


def positions(result: dict) -> dict[str, str]:
    """B's monsters' positions after the chain (the one attacked may be gone by then)."""
    return {m["id"]: m["position"] for m in player(result, "B")["monsters"]}


def test_its_attack_changes_the_chosen_face_up_monster_to_defense(printed):
    result = attack(True, "b-up2")
    assert result["outcome"] == "completed", result.get("illegal")
    assert {"b-up2": "defense", "b-down": "set"}.items() <= positions(result).items()
    assert {"5-3-22", "9-2-7"} <= set(result["rules_cited"])


def test_a_face_down_monster_is_not_one_it_can_choose(printed):
    result = attack(True, "b-down")
    assert result["outcome"] == "completed", result.get("illegal")
    assert {"b-up2": "attack", "b-down": "set"}.items() <= positions(result).items()
    assert "5-2-5" in result["rules_cited"]


def test_not_before_its_gemini_summon(printed):
    result = attack(False, "b-up")
    assert result["outcome"] == "illegal_action"
    assert "8-1-9" in result["illegal"]["rules"]
