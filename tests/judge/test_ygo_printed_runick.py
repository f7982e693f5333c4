"""The Runick Quick-Play Spells (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only), read and judged: "Activate 1 of these effects, but skip your next Battle
Phase after activation;" (skip_next_battle, 7-1-6), "Special Summon 1 "Runick" monster from
your Extra Deck to the Extra Monster Zone." (extra_zone_summon, 3-3-5: not properly Summoned,
8-4-5) and "..., then banish the top 4 cards of your opponent's Deck." (banish_top, 3-7-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

TIP, DROPLET, DESTRUCTION, FREKI = "31562086", "20618850", "94445733", "47219274"
CURSES, FIRE = "30430448", "68957034"  # Runick Freezing Curses, Flashing Fire
KITEDRAKE = "05772618"  # Hi-Speedroid Kitedrake: "Negate the effects of all face-up cards ..."
REBORN, HOLE = "83764718", "53129443"  # Monster Reborn, Dark Hole


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TIP, DROPLET, DESTRUCTION, FREKI, REBORN, HOLE, CURSES,
                             FIRE, KITEDRAKE)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_runick_quick_play_spells_read_in_full(printed):
    for number in (TIP, DROPLET, DESTRUCTION):
        card = stored(number)
        assert card.automation == "full", (number, card.notes)
        assert card.encoding["skip_next_battle"] is True
        assert "skip your next Battle Phase after activation" in english(number)["text"]
        summon = card.encoding["options"][1]["effect"][0]["extra_zone_summon"]
        assert summon == {"what": "monster", "archetype": "Runick"}
    droplet = stored(DROPLET).encoding["options"][0]["effect"]
    assert droplet[1]["then"] == [{"banish_top": {"player": "opponent", "count": 4}}]
    tip = stored(TIP).encoding["options"][0]["effect"]
    assert tip[1]["then"] == [{"banish_top": {"player": "opponent", "count": 1}}]


BOARD = """
game: ygo
turn: {{number: 3, player: A{phase}}}
players:
  A:
    hand: [{{id: a-tip, card: "{tip}"}}, {{id: a-reborn, card: "{reborn}"}},
           {{id: a-hole, card: "{hole}"}}]
    extra_deck: [{{id: a-freki, card: "{freki}"}}]
    monsters: [{monsters}]
  B: {{deck: 10}}
actions:
  - activate: {{card: a-tip, option: 1, pick: a-freki}}
  - pass
  - pass
{more}"""


def board(monsters: str = "", more: str = "", phase: str = "") -> str:
    return BOARD.format(tip=TIP, reborn=REBORN, hole=HOLE, freki=FREKI, monsters=monsters,
                        more=more, phase=phase)


def test_runick_tip_summons_to_the_extra_monster_zone_and_skips_this_battle_phase(printed):
    result = judged(board(more="  - battle_phase"))
    [freki] = result["state"]["players"]["A"]["monsters"]
    assert freki["id"] == "a-freki"
    assert {"3-3-5", "7-1-6"} <= set(result["rules_cited"])
    assert result["outcome"] == "illegal_action"  # this turn's Battle Phase is skipped
    assert "7-1-6" in result["illegal"]["rules"]


def test_runick_tip_in_main_phase_2_skips_the_next_turns_battle_phase(printed):
    result = judged(board(phase=", phase: main2", more="""  - end_turn
  - end_turn
  - battle_phase"""))
    assert result["outcome"] == "illegal_action"
    assert "7-1-6" in result["illegal"]["rules"]
    assert result["state"]["turn"]["number"] == 5


def test_a_runick_monster_summoned_so_is_not_properly_summoned(printed):
    result = judged(board(more="""  - activate: {card: a-hole}
  - pass
  - pass
  - activate: {card: a-reborn, target: a-freki}"""))
    assert "a-freki" in result["state"]["players"]["A"]["graveyard"]  # never Fusion Summoned
    assert result["state"]["players"]["A"]["monsters"] == []
    assert result["steps"][-2]["params"]["why"]["code"] == "why.improperly_summoned"
    assert "8-4-5" in result["steps"][-2]["rules"]


def test_no_summon_to_the_extra_monster_zone_while_its_player_has_a_monster_there(printed):
    result = judged(board(monsters="""{id: a-link, name: Link, kind: monster, atk: 1000,
                types: [Link], link_rating: 1, link_arrows: [top], column: 2,
                extra_monster_zone: true}"""))
    assert result["outcome"] == "illegal_action"
    assert {"3-3-2", "5-2-4"} <= set(result["illegal"]["rules"])


DROPLET_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: a-drop, card: "{droplet}"}}]}}
  B: {{deck: {deck}}}
actions:
  - activate: {{card: a-drop, option: 0}}
  - pass
  - pass"""


def test_golden_droplet_banishes_the_top_4_cards_after_the_opponent_draws(printed):
    result = judged(DROPLET_BOARD.format(droplet=DROPLET, deck=10))
    b = result["state"]["players"]["B"]
    assert len(b["hand"]) == 1 and len(b["banished"]) == 4 and b["deck"] == 5
    assert {"3-7-4", "3-9-1"} <= set(result["rules_cited"])


def test_golden_droplet_banishes_what_is_left(printed):
    result = judged(DROPLET_BOARD.format(droplet=DROPLET, deck=3))
    b = result["state"]["players"]["B"]
    assert len(b["hand"]) == 1 and len(b["banished"]) == 2 and b["deck"] == 0
    assert "5-2-5" in result["rules_cited"]



def test_freezing_curses_negates_a_monster_then_banishes_3(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: a-curses, card: "{CURSES}"}}]}}
  B:
    deck: 5
    monsters: [{{id: b-m, name: M, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [Effect], piercing: true}}]
actions:
  - activate: {{card: a-curses, option: 0, target: b-m}}
  - pass
  - pass""")
    assert len(result["state"]["players"]["B"]["banished"]) == 3
    assert {"5-5-1", "3-7-4", "7-1-6"} <= set(result["rules_cited"])


FIRE_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: a-fire, card: "{fire}"}}]}}
  B:
    deck: 5
    monsters: [{{id: b-m, name: M, kind: monster, level: 4, atk: 1000, def: 1000{special}}}]
actions:
  - activate: {{card: a-fire, option: 0, target: b-m}}
  - pass
  - pass"""


def test_flashing_fire_destroys_a_special_summoned_monster(printed):
    result = judged(FIRE_BOARD.format(fire=FIRE, special=", special_summoned: true"))
    b = result["state"]["players"]["B"]
    assert b["graveyard"] == ["b-m"] and len(b["banished"]) == 2


def test_flashing_fire_cannot_target_a_monster_not_special_summoned(printed):
    result = judged(FIRE_BOARD.format(fire=FIRE, special=""))
    assert result["outcome"] == "illegal_action"
    assert "5-2-3" in result["illegal"]["rules"]


def test_a_monster_special_summoned_in_the_duel_is_a_special_summoned_monster(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-tip, card: "{TIP}"}}]
    extra_deck: [{{id: a-freki, card: "{FREKI}"}}]
  B: {{hand: [{{id: b-fire, card: "{FIRE}"}}]}}
actions:
  - activate: {{card: a-tip, option: 1, pick: a-freki}}
  - pass
  - pass
  - end_turn
  - activate: {{card: b-fire, option: 0, target: a-freki}}
  - pass
  - pass""")
    assert result["state"]["players"]["A"]["graveyard"] == ["a-tip", "a-freki"]


def test_kitedrake_negates_the_opponents_face_up_cards_while_they_stay_face_up(printed):
    assert stored(KITEDRAKE).automation == "full"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    extra_deck: [{{id: a-kite, card: "{KITEDRAKE}"}}]
    monsters: [{{id: a-tuner, name: Wind Tuner, level: 1, atk: 100, def: 100, attribute: WIND,
                 types: [Machine, Tuner, Effect]}},
               {{id: a-seven, name: Seven, level: 7, atk: 1000, def: 100}}]
  B:
    monsters: [{{id: b-m, name: M, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [Effect], piercing: true}}]
actions:
  - synchro_summon: {{card: a-kite, materials: [a-tuner, a-seven]}}
  - activate: {{card: a-kite, effect: 0, option: 1}}
  - pass
  - pass
  - end_turn""")
    codes = [step["code"] for step in result["steps"]]
    assert "effects_negated.all_lasting" in codes
    assert "end_of_turn_effects" not in codes  # nothing ends with the turn: still negated


def test_all_face_up_monsters_negated_but_those_of_an_archetype(printed):
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-spell, name: Manager Call, kind: spell,
            effect: [{negate_all_effects: {player: both, what: monsters,
                                           except: {archetype: U.A.}}}]}]
    monsters: [{id: a-ua, name: Striker, kind: monster, level: 4, atk: 1000, def: 1000,
                archetypes: [U.A.]}]
  B:
    monsters: [{id: b-m, name: M, kind: monster, level: 4, atk: 1000, def: 1000}]
actions:
  - activate: {card: a-spell}
  - pass
  - pass""")
    [negated] = [step for step in result["steps"] if step["code"] == "effects_negated.all"]
    assert [card["card"] for card in negated["params"]["cards"]] == ["b-m"]
    assert "5-5-1" in negated["rules"]
