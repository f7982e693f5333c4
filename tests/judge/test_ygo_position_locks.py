"""A real Equip Spell that keeps the opponent's monsters from changing their battle positions
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: while
Gravity Axe - Grarl is face-up, its controller's opponent can neither change a monster's
battle position by hand nor Flip Summon (9-2-11, 9-2-1, 8-3-1); its controller's own monsters
stay free, and once it has left the field the lock is gone."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

GRAVITY_AXE, TYPHOON = "32022366", "05318639"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GRAVITY_AXE, TYPHOON)))


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-axe, card: "32022366"}}]
    monsters: [{{id: a-x, name: Fighter, atk: 1000, def: 1000, position: attack}}]
  B:
    hand: [{{id: b-typhoon, card: "05318639"}}]
    monsters:
      - {{id: b-up, name: Guard, atk: 1500, def: 500, position: attack}}
      - {{id: b-set, name: Hidden, kind: monster, level: 3, atk: 800, def: 800, position: set}}
actions:
  - activate: {{card: a-axe, target: a-x}}
  - pass
  - pass
{actions}"""


def test_the_axe_reads_its_lock(printed):
    card = Card.objects.get(game_id="ygo", number=GRAVITY_AXE)
    assert (card.automation, card.encoding["position_lock"]) == ("full", "opponent")


def test_the_opponent_cannot_change_a_battle_position(printed):
    result = judged(DUEL.format(actions="  - end_turn\n  - change_position: {card: b-up}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.position_locked.change"
    assert result["illegal"]["rules"] == ["9-2-11", "9-2-1"]


def test_the_opponent_cannot_flip_summon(printed):
    result = judged(DUEL.format(actions="  - end_turn\n  - flip_summon: {card: b-set}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.position_locked.flip"
    assert result["illegal"]["rules"] == ["9-2-11", "8-3-1"]


def test_its_controllers_own_monster_stays_free(printed):
    result = judged(DUEL.format(actions="  - change_position: {card: a-x}"))
    assert result["outcome"] == "completed"
    [fighter] = result["state"]["players"]["A"]["monsters"]
    assert (fighter["id"], fighter["position"]) == ("a-x", "defense")


def test_once_the_axe_is_destroyed_the_lock_is_gone(printed):
    result = judged(DUEL.format(actions="  - end_turn\n"
                                        "  - activate: {card: b-typhoon, target: a-axe}\n"
                                        "  - pass\n  - pass\n"
                                        "  - change_position: {card: b-up}"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-axe" in players["A"]["graveyard"]
    assert players["B"]["monsters"][0]["position"] == "defense"
