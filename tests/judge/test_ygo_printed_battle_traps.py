"""Real Traps that answer an attack declaration (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only), judged: Magic Cylinder negates the attack and deals the
attacker's ATK to its controller, Negate Attack ends the Battle Phase, Draining Shield gains
its player that ATK, Dimensional Prison banishes the attacker (12-3-12, 12-9-3, 5-2-7); Waboku
and Threatening Roar apply for the rest of the turn (12-8-6, 12-3-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Magic Cylinder, Negate Attack, Draining Shield, Dimensional Prison, Blue-Eyes White Dragon,
# Celtic Guardian, Waboku, Threatening Roar
CARDS = ("62279055", "14315573", "43250041", "70342110", "89631139", "91152256", "12607053",
         "36361633")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-blue-eyes, card: "89631139"}}, {{id: a-celtic, card: "91152256"}}]
  B:
    spells_traps: [{{id: b-trap, card: "{trap}"}}]
actions:
  - attack: {{attacker: a-blue-eyes, target: direct}}
  - activate: {{card: b-trap}}
  - pass
  - pass
{after}"""


def battle(trap: str, after: str = "") -> dict:
    return judged(BOARD.format(trap=trap, after=after))


def test_magic_cylinder_turns_the_attack_back_on_its_controller(printed):
    result = battle("62279055")
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == (5000, 8000)  # Blue-Eyes' 3000 ATK
    assert {"12-3-12", "5-2-7", "5-3-10"} <= set(result["rules_cited"])
    assert "b-trap" in players["B"]["graveyard"]


def test_negate_attack_ends_the_battle_phase(printed):
    result = battle("14315573", "  - attack: {attacker: a-celtic, target: direct}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["12-9-3", "12-3-1"]
    assert result["state"]["players"]["B"]["lp"] == 8000


def test_draining_shield_gains_the_attackers_atk(printed):
    result = battle("43250041")
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == (8000, 11000)


def test_dimensional_prison_banishes_the_attacker(printed):
    result = battle("70342110", "  - attack: {attacker: a-celtic, target: direct}\n  - pass")
    players = result["state"]["players"]
    assert players["A"]["banished"] == ["a-blue-eyes"]
    assert players["B"]["lp"] == 8000 - 1400  # only Celtic Guardian's attack goes through


def test_an_attack_trap_cannot_be_activated_without_an_attack(printed):
    result = judged(BOARD.format(trap="62279055", after="").replace(
        "  - attack: {attacker: a-blue-eyes, target: direct}\n", ""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["10-3-3"]


WABOKU = """
game: ygo
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{id: a-blue-eyes, card: "89631139"}, {id: a-celtic, card: "91152256"}]
  B:
    monsters: [{id: b-celtic, card: "91152256"}]
    spells_traps: [{id: b-waboku, card: "12607053"}, {id: b-roar, card: "36361633"}]
actions:
  - attack: {attacker: a-blue-eyes, target: b-celtic}
  - activate: {card: b-waboku}
  - pass
  - pass
  - pass
"""


def test_waboku_keeps_the_monster_and_the_lp_through_the_battle(printed):
    result = judged(WABOKU)
    board = result["state"]["players"]["B"]
    assert board["lp"] == 8000 and [m["id"] for m in board["monsters"]] == ["b-celtic"]


def test_threatening_roar_stops_the_next_attack_declaration(printed):
    result = judged(WABOKU.replace("b-waboku}", "b-roar}") + (
        "  - attack: {attacker: a-celtic, target: b-celtic}\n"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["12-3-13", "12-3-1"]
    # the attack declared before it goes on: Celtic Guardian is destroyed, B takes 1600
    assert result["state"]["players"]["B"]["lp"] == 6400
