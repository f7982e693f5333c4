"""A real monster whose resolved effect lets it make up to 2 attacks on monsters this turn
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged:
Ancient Warriors - Valiant Zhang De, while its opponent controls more monsters, attacks two
monsters, but not a third, and never directly after its first attack; without the effect it
attacks once (12-3-25, 12-3-24, 12-3-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset, walls  # noqa: E402

pytestmark = pytest.mark.django_db

ZHANG_DE = "02801664"
ACTIVATED = "  - activate: {card: a-zhang, effect: 1}\n  - pass\n  - pass\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ZHANG_DE,)))


def duel(foes: int, before: str, attacks: str) -> dict:
    """Zhang De, A's only monster, and B's `foes` face-up Defense Position walls of 0 DEF;
    `before` the Battle Phase, then `attacks`."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-zhang, card: "{ZHANG_DE}"}}]
  B:
    monsters: [{walls(foes)}]
actions:
{before}  - battle_phase
{attacks}""")


def attack(target: str) -> str:
    return f"  - attack: {{attacker: a-zhang, target: {target}}}\n"


def test_two_attacks_on_monsters_then_no_more(printed):
    result = duel(3, ACTIVATED, attack("b-1") + attack("b-2") + attack("b-3"))
    assert result["illegal"]["code"] == "illegal.attacked_enough", result["illegal"]
    b = result["state"]["players"]["B"]
    assert sorted(b["graveyard"]) == ["b-1", "b-2"], result
    assert "12-3-25" in result["rules_cited"]


def test_without_the_effect_one_attack(printed):
    result = duel(3, "", attack("b-1") + attack("b-2"))
    assert result["illegal"]["code"] == "illegal.attacked_already", result["illegal"]
    assert result["state"]["players"]["B"]["graveyard"] == ["b-1"]


def test_no_direct_attack_after_the_first(printed):
    # two walls: B still controls more monsters as it activates; the second attack direct
    result = duel(2, ACTIVATED, attack("b-1") + attack("direct"))
    assert result["illegal"]["code"] == "illegal.monster_attacks_turn.direct", result["illegal"]
    assert result["illegal"]["rules"][:2] == ["12-3-25", "12-3-24"]
    assert result["state"]["players"]["B"]["lp"] == 8000
