"""A real Equip Spell whose Trigger Effect asks "If this face-up card on the field is sent to
the GY" (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
judged: Inzektor Sword - Zektkaliber, equipped and destroyed by Mystical Space Typhoon, adds
an "Inzektor" monster from its player's GY to the hand (5-1-3, 5-1-12); Set in the Spell & Trap
Zone and destroyed there face-down, it was never face-up on the field and cannot activate it
(5-1-12)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SWORD, TYPHOON = "16550875", "05318639"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SWORD, TYPHOON)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-typhoon, card: "05318639"}}{hand}]
    monsters: [{{id: a-x, name: Inzektor Hornet, archetypes: [Inzektor], level: 3, atk: 500,
                def: 200, position: attack}}]
    spells_traps: [{set}]
    graveyard: [{{id: a-bug, name: Inzektor Dragonfly, archetypes: [Inzektor], level: 3,
                 atk: 1000, def: 1800}}]
  B: {{}}
actions:
{equip}  - activate: {{card: a-typhoon, target: a-sword}}
  - pass
  - pass
  - activate: {{card: a-sword, effect: 0, target: a-bug}}
  - pass
  - pass"""
EQUIPPED = BOARD.format(hand=', {id: a-sword, card: "16550875"}', set="",
                        equip="  - activate: {card: a-sword, target: a-x}\n  - pass\n  - pass\n")
SET = BOARD.format(hand="", set='{id: a-sword, card: "16550875", face_up: false}', equip="")


def test_read_as_a_face_up_move_from_the_field(printed):
    card = Card.objects.get(game_id="ygo", number=SWORD)
    assert (card.automation, card.notes) == ("full", [])
    [effect] = card.encoding["effects"]
    assert (effect["type"], effect["event"], effect["from"]) == (
        "trigger", "face_up_sent_from_field", "graveyard")


def test_destroyed_while_equipped_it_adds_a_monster_from_the_graveyard(printed):
    result = judged(EQUIPPED)
    assert result["outcome"] == "completed", result.get("illegal")
    hand = result["state"]["players"]["A"]["hand"]
    assert "a-bug" in hand
    assert {"5-1-3", "5-1-12"} <= set(result["rules_cited"])


def test_destroyed_while_set_it_cannot_activate_it(printed):
    result = judged(SET)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    assert "5-1-3" in result["illegal"]["rules"]
