"""Costs that put cards back (`cost_cards` with `do: bottom, top, shuffle, return`), read from
real cards' texts (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only) and paid by the judge as the card or effect is activated: the named cards go to the
bottom or the top of the Deck, are shuffled into it, or return to the hand (an Extra Deck
monster to the Extra Deck instead), and a card that does not fit is refused (5-2-2, 5-3-14,
5-3-11, 2-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_duel import run as run_duel  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Celestial Observatory, Edge Imp Sabres, Scrap Recycler, Mist Valley Shaman
CARDS = ("67378104", "30068120", "04334811", "95443805")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-observatory, card: "67378104"}}, {{id: a-six, name: Six, kind: monster,
             level: 6}}, {{id: a-four, name: Four, kind: monster, level: 4}}]
    deck: [{{id: a-first, name: First, kind: spell}}, {{id: a-second, name: Second,
             kind: spell}}, {{id: a-third, name: Third, kind: spell}}]
    monsters: {monsters}
    graveyard: [{{id: a-sabres, card: "30068120"}},
                {{id: a-gear1, name: Gear One, level: 4, attribute: EARTH, types: [Machine]}},
                {{id: a-gear2, name: Gear Two, level: 4, attribute: EARTH, types: [Machine]}},
                {{id: a-wind, name: Wind Gear, level: 4, attribute: WIND, types: [Machine]}}]
  B: {{}}
actions:
{actions}"""


FULL = """[{id: a-shaman, card: "95443805"},
               {id: a-set-six, name: Hidden Six, level: 6, position: set},
               {id: a-up-six, name: Shown Six, level: 6},
               {id: a-fusion, name: Fused, level: 6, types: [Fusion, Warrior]},
               {id: a-recycler, card: "04334811"}]"""


def board(actions: str, monsters: str = FULL) -> str:
    return BOARD.format(actions=actions, monsters=monsters)


def test_observatory_places_a_face_up_level_6_on_the_bottom_of_the_deck(printed):
    result = judged(board("  - activate: {card: a-observatory, cost: [a-up-six]}\n"
                          "  - pass\n  - pass\n  - end_turn\n  - end_turn"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    # drew the two on top, then the third in the next turn: the monster is under it
    assert {"a-first", "a-second", "a-third"} <= set(a["hand"])
    assert a["deck"] == 1 and "a-up-six" not in a["hand"]
    assert {"5-2-2", "5-3-14"} <= set(result["rules_cited"])


def test_observatory_takes_a_level_6_from_the_hand_too(printed):
    result = judged(board("  - activate: {card: a-observatory, cost: [a-six]}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-six" not in a["hand"] and a["deck"] == 2


def test_observatory_refuses_a_face_down_monster_and_another_level(printed):
    for named in ("a-set-six", "a-four"):
        result = judged(board(f"  - activate: {{card: a-observatory, cost: [{named}]}}"))
        assert result["outcome"] == "illegal_action", named
        assert result["illegal"]["code"] == "illegal.cost_cards"
        assert result["illegal"]["rules"] == ["5-2-2", "5-3-14"]
        assert "a-observatory" in player(result, "A")["hand"]


def test_sabres_places_a_card_on_top_and_it_is_the_next_drawn(printed):
    summoned = judged(board("  - activate: {card: a-sabres, effect: 0, cost: [a-four]}\n"
                            "  - pass\n  - pass", monsters="[]"))
    assert "a-sabres" in monster_ids(summoned, "A")
    result = judged(board("  - activate: {card: a-sabres, effect: 0, cost: [a-four]}\n"
                          "  - pass\n  - pass\n  - end_turn\n  - end_turn", monsters="[]"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-four" in a["hand"] and "a-first" not in a["hand"]  # the next card drawn


def test_recycler_shuffles_two_earth_machines_from_the_gy_into_the_deck(printed):
    result = judged(board("  - activate: {card: a-recycler, effect: 1, "
                          "cost: [a-gear1, a-gear2]}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert not {"a-gear1", "a-gear2"} & set(a["graveyard"])
    assert len(a["hand"]) == 4  # drew 1
    assert "shuffle" in " ".join(step["text"] for step in result["steps"]).lower()


def test_recycler_refuses_a_wind_machine(printed):
    result = judged(board("  - activate: {card: a-recycler, effect: 1, "
                          "cost: [a-gear1, a-wind]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["count"] == 2


def test_shaman_returns_a_monster_and_a_fusion_monster_goes_to_the_extra_deck(printed):
    result = judged(board("  - activate: {card: a-shaman, effect: 0, cost: [a-up-six]}\n"
                          "  - pass\n  - pass\n"))
    assert result["outcome"] == "completed"
    assert "a-up-six" in player(result, "A")["hand"]
    assert "5-3-11" in result["rules_cited"]
    fused = judged(board("  - activate: {card: a-shaman, effect: 0, cost: [a-fusion]}"))
    assert "a-fusion" in player(fused, "A")["extra_deck"]
    assert "2-2-3" in fused["rules_cited"]


def test_shaman_cannot_return_itself(printed):
    result = judged(board("  - activate: {card: a-shaman, effect: 0, cost: [a-shaman]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"


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


CHARGE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-charge, card: "94886282"}}]
    deck: {deck}
  B: {{}}
actions:
  - activate: {{card: a-charge, pick: a-lumina}}
  - pass
  - pass
"""
DECK = """[{id: a-one, name: One, kind: spell}, {id: a-two, name: Two, kind: spell},
           {id: a-three, name: Three, kind: spell},
           {id: a-lumina, name: Lumina, level: 4, archetypes: [Lightsworn]}]"""


@pytest.fixture
def charge(tmp_path):
    store(subset(tmp_path, ("94886282",)))


def test_charge_sends_the_top_three_cards_then_adds_a_lightsworn(charge):
    result = judged(CHARGE.format(deck=DECK))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-one", "a-two", "a-three"} <= set(a["graveyard"]) and a["hand"] == ["a-lumina"]
    assert {"5-2-2", "5-3-2"} <= set(result["rules_cited"])


def test_charge_cannot_be_activated_with_fewer_than_three_cards_in_the_deck(charge):
    result = judged(CHARGE.format(deck="[{id: a-one, name: One, kind: spell}, "
                                       "{id: a-lumina, name: Lumina, level: 4, "
                                       "archetypes: [Lightsworn]}]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_send_deck"
    assert "a-charge" in player(result, "A")["hand"]


def test_a_monster_effect_sends_the_top_card_of_its_deck_as_its_cost():
    rock = {"id": "a-rock", "kind": "monster", "level": 4, "effects": [
        {"type": "ignition", "send_deck": 1, "effect": [{"draw": 1}]}]}
    result = run_duel(a={"monsters": [rock], "deck": [
        {"id": "a-top", "kind": "spell"}, {"id": "a-next", "kind": "spell"}]},
        actions=[{"activate": {"card": "a-rock"}}, "pass", "pass"], turn=3)
    assert player(result, "A")["graveyard"] == ["a-top"]
    assert player(result, "A")["hand"] == ["a-next"]
