"""An Equip Card equipped to the monster itself, sent as the cost of its effect, read from a
real card's text (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only) and judged: Dragunity Knight - Vajrayana sends an Equip Spell equipped to it and doubles
its ATK; one equipped to another monster cannot pay, nor can an activation without one
(10-4-11, 5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

VAJRAYANA = "21249921"
EQUIP = """{id: ID, name: NAME, kind: spell, spell_type: equip,
           target: {what: monster, player: any, zone: field, face_up: true},
           effect: [{equip: {card: chosen, atk: 0, def: 0}}]}"""
BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [AXE,
           SWORD]
    monsters: [{id: a-vajrayana, card: "VAJRAYANA"},
               {id: a-other, name: Other, level: 4, atk: 1000, def: 1000}]
  B: {}
actions:
  - activate: {card: a-axe, target: a-vajrayana}
  - pass
  - pass
  - activate: {card: a-sword, target: a-other}
  - pass
  - pass
""".replace("AXE", EQUIP.replace("ID", "a-axe").replace("NAME", "Axe")).replace(
    "SWORD", EQUIP.replace("ID", "a-sword").replace("NAME", "Sword")).replace(
    "VAJRAYANA", VAJRAYANA)


def board(actions: str) -> dict:
    return judged(BOARD + actions)


@pytest.fixture
def vajrayana(tmp_path):
    store(subset(tmp_path, (VAJRAYANA,)))


def test_vajrayana_sends_an_equip_card_equipped_to_it_and_doubles_its_atk(vajrayana):
    result = board("  - activate: {card: a-vajrayana, effect: 1, cost: [a-axe]}\n  - pass\n"
                   "  - pass")
    assert result["outcome"] == "completed"
    a = player(result, "A")
    [vajrayana] = [m for m in a["monsters"] if m["id"] == "a-vajrayana"]
    assert vajrayana["atk"] == 1900 * 2
    assert "a-axe" in a["graveyard"]
    assert {"5-2-2", "10-4-11"} <= set(result["rules_cited"])


def test_an_equip_card_equipped_to_another_monster_cannot_pay(vajrayana):
    result = board("  - activate: {card: a-vajrayana, effect: 1, cost: [a-sword]}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert result["illegal"]["rules"] == ["5-2-2", "5-3-2", "10-4-11"]
    assert "equipped to this card" in result["verdict"]
