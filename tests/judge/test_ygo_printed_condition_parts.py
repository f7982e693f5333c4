"""Activation conditions read by their parts (cards/ygo/conditions_shapes.py), judged on the
real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): an
event joined to a state of the board ("and your opponent controls a monster", "while you
control no other monsters") and a state alone ("If you have no cards in your hand", "If your LP
are lower than your opponent's", "If you control another "Six Samurai" monster") hold as the
effect is activated or it is refused, citing 5-2-4; older words for a known event ("this card
on the field is destroyed", "this card you control is sent to your GY") answer that event."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Moon Gardna, Machina Soldier, Infernity Mirage, Gold Pride - Roller Baller, Hand of the Six
# Samurai, Pinch Hopper, Mystic Potato, The White Stone of Ancients
CARDS = ("00336601", "60999392", "86197239", "92003832", "78792195", "26185991", "97534104",
         "71039903")


def monsters(result: dict) -> list[str]:
    return sorted(m["id"] for m in result["state"]["players"]["A"]["monsters"])


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


GARDNA = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-gardna, card: "00336601"}}]
    graveyard: [{{id: a-light, name: Light, level: 4, attribute: LIGHT, atk: 100, def: 100}}]
  B:
    monsters: [{opponent}]
actions:
  - normal_summon: {{card: a-gardna}}
  - activate: {{card: a-gardna, target: a-light}}
  - pass
  - pass"""


def test_an_event_and_a_state_both_hold(printed):
    result = judged(GARDNA.format(opponent="{id: b-one, name: One, atk: 1000, def: 1000}"))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["hand"] == ["a-light"]


def test_the_state_joined_to_the_event_is_asked_at_activation(printed):
    result = judged(GARDNA.format(opponent=""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]


MACHINA = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-machina, card: "60999392"}},
           {{id: a-other, name: Machina Other, archetypes: [Machina], atk: 100, def: 100}}]
    monsters: [{mine}]
  B: {{}}
actions:
  - normal_summon: {{card: a-machina}}
  - activate: {{card: a-machina, pick: a-other}}
  - pass
  - pass"""


def test_while_you_control_no_other_monsters_leaves_this_card_out(printed):
    result = judged(MACHINA.format(mine=""))
    assert result["outcome"] == "completed"
    assert monsters(result) == ["a-machina", "a-other"]


def test_while_you_control_no_other_monsters_refused_beside_another(printed):
    result = judged(MACHINA.format(mine="{id: a-first, name: First, atk: 100, def: 100}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]


MIRAGE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{hand}]
    monsters: [{{id: a-mirage, card: "86197239"}}]
    graveyard: [{{id: a-one, name: Infernity One, archetypes: [Infernity], atk: 100, def: 100}},
                {{id: a-two, name: Infernity Two, archetypes: [Infernity], atk: 100, def: 100}}]
  B: {{}}
actions:
  - activate: {{card: a-mirage, targets: [a-one, a-two]}}
  - pass
  - pass"""


def test_no_cards_in_your_hand_holds(printed):
    result = judged(MIRAGE.format(hand=""))
    assert result["outcome"] == "completed"
    assert monsters(result) == ["a-one", "a-two"]


def test_a_card_in_the_hand_stops_it(printed):
    result = judged(MIRAGE.format(hand="{id: a-card, name: Card, atk: 100, def: 100}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]


BALLER = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    lp: {lp}
    hand: [{{id: a-baller, card: "92003832"}}]
  B: {{}}
actions:
  - activate: {{card: a-baller}}
  - pass
  - pass"""


@pytest.mark.parametrize("lp, outcome", [(7000, "completed"), (8000, "illegal_action")])
def test_lower_lp_than_the_opponent(printed, lp, outcome):
    result = judged(BALLER.format(lp=lp))
    assert result["outcome"] == outcome
    if outcome == "completed":
        assert monsters(result) == ["a-baller"]
    else:
        assert result["illegal"]["rules"] == ["5-2-4"]


SAMURAI = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-hand, card: "78792195"}}{more}]
  B:
    monsters: [{{id: b-one, name: One, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: a-hand, cost: [a-hand], target: b-one}}
  - pass
  - pass"""


def test_another_monster_is_one_besides_this_card(printed):
    alone = judged(SAMURAI.format(more=""))
    assert alone["outcome"] == "illegal_action"
    assert alone["illegal"]["rules"] == ["5-2-4"]
    beside = judged(SAMURAI.format(
        more=", {id: a-six, name: Six, archetypes: [Six Samurai], atk: 100, def: 100}"))
    assert beside["outcome"] == "completed"
    assert beside["state"]["players"]["B"]["graveyard"] == ["b-one"]


WIPED = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    monsters: [{{id: a-mine, card: "{card}"}}]
    hand: [{{id: a-insect, name: Insect, types: [Insect], atk: 100, def: 100}}]
    deck: [{{id: a-dark, name: Dark, attribute: DARK, atk: 1500, def: 100}}]
  B:
    hand: [{{id: b-wipe, name: Wipe, kind: spell, effect: [destroy_all: {{what: monsters,
            player: opponent}}]}}]
actions:
  - activate: {{card: b-wipe}}
  - pass
  - pass
  - activate: {{card: a-mine, pick: {pick}}}
  - pass
  - pass"""


@pytest.mark.parametrize("card, pick", [("97534104", "a-dark"), ("26185991", "a-insect")])
def test_older_words_for_destroyed_on_the_field_and_sent_from_the_field(printed, card, pick):
    # Mystic Potato: "If this card on the field is destroyed by card effect and sent to the
    # GY"; Pinch Hopper: "When this card you control is sent to your GY"
    result = judged(WIPED.format(card=card, pick=pick))
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result) == [pick]


STONE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {stone}
    hand: [{{id: a-call, name: Call, kind: spell, effect: [{{fetch: {{from: [hand],
            to: graveyard, names: [The White Stone of Ancients]}}}}]}}{more}]
    deck: [{{id: a-blue, name: Blue-Eyes One, archetypes: [Blue-Eyes], level: 8, atk: 3000,
            def: 2500}}]
  B: {{}}
actions:
{first}  - end_phase
  - activate: {{card: a-stone, pick: a-blue}}
  - pass
  - pass"""
WHITE = '{id: a-stone, card: "71039903"}'


def test_in_the_graveyard_because_it_was_sent_there_this_turn(printed):
    result = judged(STONE.format(stone="", more=", " + WHITE,
                                 first="  - activate: {card: a-call, pick: a-stone}\n"
                                       "  - pass\n  - pass\n"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result) == ["a-blue"]
    assert {"7-7-4", "5-1-3"} <= set(result["rules_cited"])


def test_sent_there_an_earlier_turn_is_refused(printed):
    result = judged(STONE.format(stone=f"graveyard: [{WHITE}]", more="", first=""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]
