"""A real Equip Spell whose monster can make up to 2 attacks on monsters during each Battle
Phase (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and
judged: Danger! Feets of Strength! gives its "Danger!" monster 800 ATK/DEF and two attacks, the
second on a monster only, none after a direct one (10-4-7, 12-3-24)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset, walls  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

FEETS = "83928661"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FEETS,)))


def duel(foes: int, attacks: str) -> dict:
    """A equips its "Danger!" monster (1000 ATK) with the Spell, then attacks as `attacks`
    say; B controls `foes` face-up Defense Position walls of 0 DEF."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-cryptid, name: Danger! Cryptid, archetypes: [Danger!], level: 4,
                atk: 1000, def: 1000}}]
    hand: [{{id: a-feets, card: "{FEETS}"}}]
  B:
    monsters: [{walls(foes)}]
actions:
  - activate: {{card: a-feets, target: a-cryptid}}
  - pass
  - pass
  - battle_phase
{attacks}""")


def attack(target: str) -> str:
    return f"  - attack: {{attacker: a-cryptid, target: {target}}}\n"


def test_the_card_is_read_in_full(printed):
    card = Card.objects.get(game_id="ygo", number=FEETS)
    assert card.automation == "full"
    assert card.encoding["effect"][0]["equip"]["gives"][-1] == "two_attacks_on_monsters"


def test_two_attacks_on_monsters_then_no_more(printed):
    result = duel(3, attack("b-1") + attack("b-2") + attack("b-3"))
    assert result["illegal"]["code"] == "illegal.attacked_enough", result["illegal"]
    assert sorted(result["state"]["players"]["B"]["graveyard"]) == ["b-1", "b-2"], result


def test_the_second_attack_is_not_a_direct_one(printed):
    result = duel(1, attack("b-1") + attack("direct"))
    assert result["illegal"]["code"] == "illegal.monster_attacks_equip.direct", result["illegal"]
    assert result["illegal"]["rules"] == ["12-3-24", "10-4-7"]
    assert result["state"]["players"]["B"]["lp"] == 8000


def test_no_further_attack_after_a_direct_one(printed):
    result = duel(0, attack("direct") + attack("direct"))
    assert result["illegal"]["code"] == "illegal.monster_attacks_equip.after_direct"
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1800
