"""Activation conditions of monster effects read by cards/ygo/conditions_more.py, on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged:
"When this card is Pendulum Summoned" (8-5-6, 5-1-3), "If this Link Summoned card is destroyed
by battle, or is destroyed by an opponent's card effect while in its owner's Monster Zone"
(8-5-5, 5-3-1), "At the end of the Battle Phase" in the End Step (12-9-5), "If this card is
sent from the Monster Zone to the GY" (5-1-3) and "During the Battle Phase (Quick Effect)"
(5-1-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import monster_shapes  # noqa: E402

pytestmark = pytest.mark.django_db

# Igknight Paladin (Scale 2), Odd-Eyes Arc Pendulum Dragon (Scale 8), Breaker the Dark Magical
# Warrior, Dharc the Dark Charmer, Gloomy, Dragonmaid Tinkhec, Tellus the Little Angel
PALADIN, ARC, BREAKER = "24019092", "14105623", "22923081"
DHARC, TINKHEC, TELLUS = "08264361", "42055234", "19280589"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PALADIN, ARC, BREAKER, DHARC, TINKHEC, TELLUS)))


def card(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_conditions_are_read(printed):
    for number in (BREAKER, DHARC, TINKHEC):
        assert card(number).automation == "full", number
    assert card(BREAKER).encoding["effects"][1]["event"] == "pendulum_summoned"
    dharc = card(DHARC).encoding["effects"][1]
    assert (dharc["event"], dharc["from"]) == (
        "link_summoned_destroyed_by_battle_or_opponent_effect", "graveyard")
    tinkhec = card(TINKHEC).encoding["effects"][1]
    assert tinkhec["event"] == "battle_phase_end"
    assert tinkhec["effect"][0] == {"to_hand": "self"}
    tellus = card(TELLUS).encoding["effects"][0]
    assert (tellus["event"], tellus["from"]) == ("sent_from_monster_zone_to_graveyard",
                                                 "graveyard")
    assert monster_shapes.CONDITIONS["During the Battle Phase (Quick Effect)"] == {
        "type": "quick", "during": "battle_phase"}


PENDULUM = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-breaker, card: "{BREAKER}"}}]
    spells_traps: [{{id: a-paladin, card: "{PALADIN}"}}, {{id: a-arc, card: "{ARC}"}}]
  B: {{}}
actions:
"""


def test_breaker_counts_three_counters_when_pendulum_summoned(printed):
    result = judged(PENDULUM + """  - pendulum_summon: {cards: [a-breaker]}
  - activate: {card: a-breaker, effect: 1}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    [breaker] = result["state"]["players"]["A"]["monsters"]
    counter = card(BREAKER).encoding["counter"]  # ATK for each Spell Counter on it
    assert breaker["atk"] == card(BREAKER).atk + 3 * counter["atk"]
    assert {"8-5-6", "5-1-3"} <= set(result["rules_cited"])
    # its mandatory effect: the game goes on only once it is activated (5-1-3)
    result = judged(PENDULUM + """  - pendulum_summon: {cards: [a-breaker]}
  - main2""")
    assert result["illegal"]["code"] == "illegal.mandatory_trigger"


DHARC_BOARD = f"""
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    monsters: [{{id: a-dharc, card: "{DHARC}", {{summoned}}}}]
    deck: [{{id: a-dark, name: Dark Pawn, kind: monster, level: 3, atk: 1000, def: 1200,
             attribute: DARK}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 7, atk: 3000, def: 2000}}]
actions:
  - battle_phase
  - attack: {{attacker: b-big, target: a-dharc}}
  - pass
  - activate: {{card: a-dharc, effect: 1, pick: a-dark}}
  - pass
  - pass
"""


def test_a_link_summoned_dharc_destroyed_by_battle_fetches(printed):
    result = judged(DHARC_BOARD.replace("{summoned}", "link_summoned_this_turn: true"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["A"]["hand"] == ["a-dark"]
    assert "a-dharc" in result["state"]["players"]["A"]["graveyard"]


def test_a_dharc_not_link_summoned_does_not(printed):
    result = judged(DHARC_BOARD.replace(", {summoned}", ""))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    assert "5-1-3" in result["illegal"]["rules"]


TINKHEC_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-tinkhec, card: "{TINKHEC}"}}]
    hand: [{{id: a-maid, name: Small Maid, kind: monster, level: 3, atk: 500, def: 500,
            archetypes: [Dragonmaid]}}]
  B: {{}}
actions:
  - battle_phase
"""


def test_tinkhec_tags_out_in_the_end_step_without_a_battle(printed):
    result = judged(TINKHEC_BOARD + """  - end_step
  - activate: {card: a-tinkhec, effect: 1, pick: a-maid}
  - pass
  - pass
  - main2""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-maid"]
    assert result["state"]["players"]["A"]["hand"] == ["a-tinkhec"]
    assert {"12-9-1", "12-9-5"} <= set(result["rules_cited"])


def test_tinkhec_waits_for_the_end_step(printed):
    result = judged(TINKHEC_BOARD + "  - activate: {card: a-tinkhec, effect: 1}\n")
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


MONSTER_ZONE = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-angel, name: Angel, kind: monster, level: 3, atk: 1000, def: 1000,
                effects: [{type: trigger, event: sent_from_monster_zone_to_graveyard,
                           from: graveyard, effect: [{draw: 1}]}]}]
    hand: [{id: a-other, name: Other Angel, kind: monster, level: 3, atk: 1000, def: 1000,
            effects: [{type: quick, from: hand, cost_self: discard, effect: [{draw: 1}]},
                      {type: trigger, event: sent_from_monster_zone_to_graveyard,
                       from: graveyard, effect: [{draw: 1}]}]}]
    deck: [{id: a-1, name: Deck One}, {id: a-2, name: Deck Two}]
  B:
    monsters: [{id: b-big, name: Big, kind: monster, level: 7, atk: 3000, def: 2000}]
actions:
"""


def test_sent_from_the_monster_zone_answers_a_destruction_there():
    result = judged(MONSTER_ZONE + """  - battle_phase
  - attack: {attacker: a-angel, target: b-big}
  - pass
  - activate: {card: a-angel}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-1" in result["state"]["players"]["A"]["hand"]


def test_sent_from_the_hand_is_not_from_the_monster_zone():
    result = judged(MONSTER_ZONE + """  - activate: {card: a-other, effect: 0}
  - pass
  - pass
  - activate: {card: a-other, effect: 1}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    assert "5-1-3" in result["illegal"]["rules"]


BATTLE_QUICK = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-bell, name: Bell, kind: monster, level: 4, atk: 1000, def: 1000,
                effects: [{type: quick, during: battle_phase, effect: [{draw: 1}]}]}]
    deck: [{id: a-1, name: Deck One}]
  B: {}
actions:
"""


def test_a_battle_phase_quick_effect_waits_for_the_battle_phase():
    result = judged(BATTLE_QUICK + "  - activate: {card: a-bell}\n")
    assert result["illegal"]["code"] == "illegal.effect_during"
    assert result["illegal"]["rules"] == ["5-1-4"]
    result = judged(BATTLE_QUICK + "  - battle_phase\n  - activate: {card: a-bell}\n"
                                   "  - pass\n  - pass\n")
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["A"]["hand"] == ["a-1"]
