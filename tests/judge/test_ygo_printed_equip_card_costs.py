"""Any Equip Card its player controls, sent as the cost of a monster's effect, read from real
cards' texts (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only)
and judged: Evocator Chevalier, once Gemini Summoned (8-1-9), sends an Equip Spell equipped
to another monster and destroys a card of the opponent's; a face-up Spell that is equipped to
no monster cannot pay (10-4-11, 5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CHEVALIER = "96872283"
BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-sword, name: Sword, kind: spell, spell_type: equip,
            target: {what: monster, player: any, zone: field, face_up: true},
            effect: [{equip: {card: chosen, atk: 0, def: 0}}]}]
    monsters: [{id: a-chevalier, card: "CHEVALIER", gemini_summoned: true},
               {id: a-other, name: Other, level: 4, atk: 1000, def: 1000}]
    spells_traps: [{id: a-field, name: Lasting, kind: spell, spell_type: continuous,
                    face_up: true}]
  B:
    monsters: [{id: b-wall, name: Wall, level: 4, atk: 0, def: 2000}]
actions:
  - activate: {card: a-sword, target: a-other}
  - pass
  - pass
""".replace("CHEVALIER", CHEVALIER)


@pytest.fixture
def chevalier(tmp_path):
    store(subset(tmp_path, (CHEVALIER,)))


def test_chevalier_sends_an_equip_card_equipped_to_another_monster(chevalier):
    result = judged(BOARD + "  - activate: {card: a-chevalier, cost: [a-sword], "
                            "target: b-wall}\n  - pass\n  - pass")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-sword" in player(result, "A")["graveyard"]
    assert "b-wall" in player(result, "B")["graveyard"]
    assert {"5-2-2", "10-4-11"} <= set(result["rules_cited"])


def test_a_spell_equipped_to_no_monster_cannot_pay(chevalier):
    result = judged(BOARD + "  - activate: {card: a-chevalier, cost: [a-field], "
                            "target: b-wall}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert "10-4-11" in result["illegal"]["rules"]
    assert "an Equip Card, equipped to a monster" in result["verdict"]
