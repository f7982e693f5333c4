"""Counters placed each time an attack is declared or a normal draw is made, on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Raigeki
Bottle's "Each time a monster you control declares an attack, place 1 Thunder Counter on this
card." places it at once, without a chain, for its controller's attacks only, and none while it
is face-down; its fourth counter lets it be sent to the GY to destroy the opponent's monsters
(4-8-13, 4-8-7). Shard of Greed's "Each time you draw a card(s) for your normal draw in your
Draw Phase, place 1 Greed Counter on this card." counts its controller's normal draw only
(4-8-14)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BOTTLE, SHARD = "11741041", "33904024"

BOARD = """
game: ygo
turn: {{number: 3, player: {turn}, phase: battle}}
players:
  A:
    monsters: [{{id: a-x, name: Own Attacker, atk: 2000, def: 1000}}]
    spells_traps: [{{id: a-bottle, card: "{bottle}", face_up: {face_up}, counters: 3}}]
  B:
    monsters: [{{id: b-x, name: Opposing Attacker, atk: 1000, def: 1000}},
               {{id: b-y, name: Opposing Other, atk: 1000, def: 1000}}]
actions:
{actions}
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BOTTLE, SHARD)))


def run(actions: str, turn: str = "A", face_up: str = "true") -> dict:
    return judged(BOARD.format(turn=turn, bottle=BOTTLE, face_up=face_up, actions=actions))


def placed(result: dict) -> list[dict]:
    return [step for step in result["steps"] if step["code"] == "counters_each_attack"]


def test_it_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=BOTTLE)
    assert card.automation == "full", card.notes
    assert card.encoding["counter"] == {"name": "Thunder Counter", "each_attack": 1}


def test_its_controllers_attack_places_one_at_once(printed):
    result = run("  - attack: {attacker: a-x, target: b-x}\n")
    assert result["illegal"] is None, result["illegal"]
    [step] = placed(result)
    assert step["params"]["total"] == 4 and step["params"]["card"]["card"] == "a-bottle"
    assert "4-8-13" in result["rules_cited"]
    assert not any(step["code"] == "chain_link_added" for step in result["steps"])


def test_the_fourth_counter_pays_for_the_bottle(printed):
    # a Quick Effect in the Battle Step: sent with 4 Thunder Counters on it (4-8-7)
    result = run("  - attack: {attacker: a-x, target: b-x}\n"
                 "  - pass\n"
                 "  - activate: {card: a-bottle, effect: 0}\n  - pass\n  - pass\n")
    assert result["illegal"] is None, result["illegal"]
    players = result["state"]["players"]
    assert "a-bottle" in players["A"]["graveyard"]
    assert {"b-x", "b-y"} <= set(players["B"]["graveyard"])


def test_an_opponents_attack_places_none(printed):
    result = run("  - attack: {attacker: b-x, target: a-x}\n", turn="B")
    assert result["illegal"] is None, result["illegal"]
    assert placed(result) == []


def test_a_face_down_bottle_gets_none(printed):
    result = run("  - attack: {attacker: a-x, target: b-x}\n", face_up="false")
    assert result["illegal"] is None, result["illegal"]
    assert placed(result) == []


SHARD_BOARD = f"""
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    spells_traps: [{{id: a-shard, card: "{SHARD}", face_up: true, counters: 1}}]
    deck: 5
  B:
    deck: 5
actions:
  - end_turn
"""


def test_the_normal_draw_places_a_greed_counter(printed):
    card = Card.objects.get(game_id="ygo", number=SHARD)
    assert card.automation == "full", card.notes
    result = judged(SHARD_BOARD + "  - activate: {card: a-shard, effect: 0}\n"
                    "  - pass\n  - pass\n")
    assert result["illegal"] is None, result["illegal"]
    [step] = [step for step in result["steps"] if step["code"] == "counters_each_draw"]
    assert step["params"]["total"] == 2
    assert {"4-8-14", "4-8-7"} <= set(result["rules_cited"])
    players = result["state"]["players"]
    assert "a-shard" in players["A"]["graveyard"]
    assert len(players["A"]["hand"]) == 3  # the normal draw and the Shard's 2


def test_the_opponents_normal_draw_places_none(printed):
    result = judged(SHARD_BOARD.replace("player: B}", "player: A}"))
    assert result["illegal"] is None, result["illegal"]
    assert not any(step["code"] == "counters_each_draw" for step in result["steps"])
