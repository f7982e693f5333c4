"""The card itself given up as the cost of its own effect, alone or beside other cards, read
from real cards' texts (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): a monster discarded from the hand for another card's event (Kuriboo), banished
from the GY with a card from the field (Flamvell Dragnov), from either of two zones (Noble
Knight's Shield-Bearer, 5-1-7), counted among the cards a cost names (Snake-Eye Ash), or
shuffled into the Deck (5-2-2, 5-3-14, 2-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_duel import run as run_duel  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

KURIBOO = """
game: ygo
turn: {{number: 4, player: {turn}}}
players:
  A:
    hand: [{{id: a-kuriboo, card: "07021574"}}]
    deck: [{{id: a-kuriboh, name: Kuriboh, kind: monster, level: 1, archetypes: [Kuriboh]}},
           {{id: a-dragnov2, card: "68226653"}}]
    monsters: [{{id: a-flame, name: Flame, level: 4, attribute: FIRE}},
               {{id: a-hidden, name: Hidden Flame, level: 4, attribute: FIRE, position: set}}]
    graveyard: [{{id: a-dragnov, card: "68226653"}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, level: 4, atk: 2000, def: 1000}}]
actions:
{actions}"""


@pytest.fixture
def kuriboo(tmp_path):
    store(subset(tmp_path, ("07021574", "68226653")))


def test_kuriboo_discards_itself_from_the_hand_to_answer_an_attack(kuriboo):
    result = judged(KURIBOO.format(turn="B", actions=(
        "  - battle_phase\n  - attack: {attacker: b-ogre, target: a-flame}\n"
        "  - activate: {card: a-kuriboo, effect: 0, pick: a-kuriboh}\n  - pass\n  - pass")))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-kuriboo" in a["graveyard"] and "a-kuriboh" in a["hand"]


def test_kuriboo_cannot_answer_without_an_attack(kuriboo):
    result = judged(KURIBOO.format(turn="A", actions=(
        "  - activate: {card: a-kuriboo, effect: 0, pick: a-kuriboh}")))
    assert result["outcome"] == "illegal_action"
    assert "a-kuriboo" in player(result, "A")["hand"]


def test_dragnov_banishes_itself_from_the_gy_and_a_face_up_fire_monster(kuriboo):
    result = judged(KURIBOO.format(turn="A", actions=(
        "  - activate: {card: a-dragnov, effect: 1, cost: [a-flame], pick: a-dragnov2}\n"
        "  - pass\n  - pass")))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-dragnov", "a-flame"} <= set(a["banished"]) and "a-dragnov2" in a["hand"]
    refused = judged(KURIBOO.format(turn="A", actions=(
        "  - activate: {card: a-dragnov, effect: 1, cost: [a-hidden], pick: a-dragnov2}")))
    assert refused["illegal"]["code"] == "illegal.cost_cards"  # face-down: not face-up FIRE


SHIELD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {where}: [{{id: a-shield, card: "34242278"}}]
    deck: [{{id: a-beast, name: Wind Beast, level: 4, attribute: WIND, types: [Beast]}}]
  B: {{}}
actions:
  - activate: {{card: a-shield, effect: 1, pick: a-beast}}
  - pass
  - pass
"""


@pytest.fixture
def shield(tmp_path):
    store(subset(tmp_path, ("34242278",)))


def test_shield_bearer_banishes_itself_from_the_hand_or_the_field(shield):
    for where in ("hand", "monsters"):
        result = judged(SHIELD.format(where=where))
        assert result["outcome"] == "completed", where
        a = player(result, "A")
        assert "a-shield" in a["banished"] and "a-beast" in a["hand"]


def test_shield_bearer_is_not_activated_from_the_gy(shield):
    result = judged(SHIELD.format(where="graveyard"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_from_zone"
    assert result["illegal"]["rules"] == ["5-1-7"]
    assert "hand or" in result["verdict"]


SNAKE_EYE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-oak, name: Snake-Eye Oak, level: 1, attribute: FIRE,
             archetypes: [Snake-Eye]}}]
    monsters: [{{id: a-ash, card: "09674034"}}, {{id: a-poplar, name: Poplar, level: 1}},
               {{id: a-hidden, name: Hidden, level: 1, position: set}}]
  B: {{}}
actions:
  - activate: {{card: a-ash, effect: 1, cost: [{cost}], pick: a-oak}}
  - pass
  - pass
"""


@pytest.fixture
def snake_eye(tmp_path):
    store(subset(tmp_path, ("09674034",)))


def test_snake_eye_ash_sends_itself_and_one_other_face_up_card(snake_eye):
    result = judged(SNAKE_EYE.format(cost="a-poplar"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-ash", "a-poplar"} <= set(a["graveyard"])
    assert "a-oak" in monster_ids(result, "A")


def test_snake_eye_ash_refuses_a_face_down_card_or_itself_named_twice(snake_eye):
    for cost in ("a-hidden", "a-ash"):
        result = judged(SNAKE_EYE.format(cost=cost))
        assert result["outcome"] == "illegal_action", cost
        assert result["illegal"]["code"] == "illegal.cost_cards"


def test_a_monster_shuffled_into_the_deck_as_its_own_cost():
    gladiator = {"id": "a-beast", "kind": "monster", "level": 7, "types": ["Fusion", "Beast"],
                 "effects": [{"type": "ignition", "cost_self": "shuffle",
                              "effect": [{"draw": 1}]}]}
    fused = run_duel(a={"monsters": [gladiator], "deck": [{"id": "a-top", "kind": "spell"}]},
                     actions=[{"activate": {"card": "a-beast"}}, "pass", "pass"], turn=3)
    a = player(fused, "A")
    assert a["extra_deck"] == ["a-beast"] and a["hand"] == ["a-top"]
    assert {"5-2-2", "5-3-14", "2-2-3"} <= set(fused["rules_cited"])
    plain = {**gladiator, "id": "a-mole", "types": ["Beast"], "effects": [
        {"type": "ignition", "from": "graveyard", "cost_self": "shuffle",
         "effect": [{"draw": 1}]}]}
    shuffled = run_duel(a={"graveyard": [plain], "deck": [{"id": "a-top", "kind": "spell"}]},
                        actions=[{"activate": {"card": "a-mole"}}, "pass", "pass"], turn=3)
    assert player(shuffled, "A")["deck"] == 1 and player(shuffled, "A")["graveyard"] == []


# effect 1: its second effect (the first, the excavation on its Synchro Summon, is read, 5-3-34)
CHAOS_RULER = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-light, name: Light One, level: 4, attribute: LIGHT}}]
    graveyard: [{{id: a-ruler, card: "03040496"}},
                {{id: a-dark, name: Dark One, level: 4, attribute: DARK}},
                {{id: a-dark2, name: Dark Two, level: 4, attribute: DARK}}]
  B: {{}}
actions:
  - activate: {{card: a-ruler, effect: 1, cost: [{cost}]}}
  - pass
  - pass
"""


@pytest.fixture
def chaos_ruler(tmp_path):
    store(subset(tmp_path, ("03040496",)))


def test_chaos_ruler_banishes_a_light_and_a_dark_from_the_hand_and_gy(chaos_ruler):
    result = judged(CHAOS_RULER.format(cost="a-dark, a-light"))
    assert result["outcome"] == "completed"
    assert {"a-light", "a-dark"} <= set(player(result, "A")["banished"])
    assert "a-ruler" in monster_ids(result, "A")


def test_chaos_ruler_needs_one_of_each_attribute(chaos_ruler):
    result = judged(CHAOS_RULER.format(cost="a-dark, a-dark2"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_parts"
    assert "a-ruler" in player(result, "A")["graveyard"]
