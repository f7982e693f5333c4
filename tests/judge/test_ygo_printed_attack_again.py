"""A monster allowed one more attack "in a row" by its resolved effect (12-3-27), on a real
card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Kachi
Kochi Dragon, having destroyed a monster by battle, detaches a material and may attack again,
as the very next attack; another monster's attack first, or no effect, and it may not."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset, walls  # noqa: E402

pytestmark = pytest.mark.django_db

KACHI_KOCHI = "69069911"
ACTIVATED = "  - pass\n  - activate: {card: a-kachi, detach: [a-m1]}\n  - pass\n  - pass\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KACHI_KOCHI,)))


def duel(after_first: str, then: str) -> dict:
    """Kachi Kochi Dragon (2 materials) and a 1000 ATK monster of A; B's three walls of 0 DEF.
    The Dragon destroys b-1, then `after_first`, then `then`."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-kachi, card: "{KACHI_KOCHI}",
                 materials: [{{id: a-m1, name: M1, kind: monster, level: 4, atk: 100, def: 100}},
                             {{id: a-m2, name: M2, kind: monster, level: 4, atk: 100, def: 100}}]}},
               {{id: a-other, name: Other, kind: monster, level: 4, atk: 1000, def: 1000}}]
  B:
    monsters: [{walls(3)}]
actions:
  - battle_phase
  - attack: {{attacker: a-kachi, target: b-1}}
{after_first}{then}""")


def attack(attacker: str, target: str) -> str:
    return f"  - attack: {{attacker: {attacker}, target: {target}}}\n"


def test_it_attacks_again_right_after_its_effect(printed):
    result = duel(ACTIVATED, attack("a-kachi", "b-2") + "  - main2\n")
    assert result["outcome"] == "completed", result.get("illegal")
    b = result["state"]["players"]["B"]
    assert sorted(b["graveyard"]) == ["b-1", "b-2"]
    assert result["state"]["players"]["A"]["graveyard"] == ["a-m1"]  # the material detached
    codes = [step["code"] for step in result["steps"]]
    assert "attack_again.granted" in codes and "attack_again.declared" in codes
    assert "12-3-27" in result["rules_cited"]


def test_only_once_more(printed):
    result = duel(ACTIVATED, attack("a-kachi", "b-2") + attack("a-kachi", "b-3"))
    assert result["illegal"]["code"] == "illegal.attacked_already", result["illegal"]


def test_without_its_effect_it_attacks_once(printed):
    result = duel("  - pass\n", attack("a-kachi", "b-2"))
    assert result["illegal"]["code"] == "illegal.attacked_already", result["illegal"]


def test_another_monsters_attack_first_ends_the_chance(printed):
    result = duel(ACTIVATED, attack("a-other", "b-2") + attack("a-kachi", "b-3"))
    assert result["illegal"]["code"] == "illegal.attacked_already", result["illegal"]
    assert sorted(result["state"]["players"]["B"]["graveyard"]) == ["b-1", "b-2"]
