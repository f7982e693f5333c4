"""Effects that ask their card to stay face-up on the field, read from real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: Zombie Master
("Once per turn: You can send 1 monster from your hand to the GY, then target 1 Level 4 or lower
Zombie monster in either GY; Special Summon that target. This monster must be face-up on the
field to activate and to resolve this effect.") does nothing once destroyed in answer (5-2-17);
Wind-Up Snail ("... This effect can be used only once while this card is face-up on the field.")
is refused again in its controller's next turn, while it has stayed face-up (5-2-18); Infernity
Destroyer's damage needs an empty hand as it is activated (5-2-4, 10-5-2); Bystial Saronir ("You
can target 1 LIGHT or DARK monster in either GY; banish it, and if you do, Special Summon this
card from your hand. This is a Quick Effect if your opponent controls a monster.") answers in
its opponent's turn only while that opponent controls a monster (5-1-11); Ghostrick Mummy ("While
this card is face-up on the field, you can Normal Summon 1 "Ghostrick" monster in addition to
your Normal Summon/Set. (You can only gain this effect once per turn.)") gives one more Normal
Summon of a "Ghostrick" monster (8-1-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

ZOMBIE_MASTER, WIND_UP_SNAIL, INFERNITY_DESTROYER = "17259470", "58475908", "98954375"
SARONIR, MUMMY = "60242223", "97584500"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ZOMBIE_MASTER, WIND_UP_SNAIL, INFERNITY_DESTROYER, SARONIR, MUMMY)))


MASTER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-master, card: "17259470"}}]
    hand: [{{id: a-fodder, name: Fodder, kind: monster, level: 4, atk: 1000, def: 1000}},
           {{id: a-hit, name: Hit, kind: spell, spell_type: quick-play,
             target: {{what: monster, zone: field}}, effect: [{{destroy: chosen}}]}}]
    graveyard: [{{id: a-zombie, name: Old Zombie, kind: monster, level: 4, atk: 1200,
                  def: 1000, types: [Zombie]}}]
  B: {{}}
actions:
  - activate: {{card: a-master, effect: 0, cost: [a-fodder], target: a-zombie}}
{answer}  - pass
  - pass"""


def test_zombie_master_summons_its_target_while_it_stays_face_up(printed):
    result = judged(MASTER_BOARD.format(answer=""))
    assert result["outcome"] == "completed"
    monsters = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert monsters == ["a-master", "a-zombie"]
    assert "5-2-17" not in result["rules_cited"]


def test_zombie_master_destroyed_in_answer_summons_nothing(printed):
    result = judged(MASTER_BOARD.format(
        answer="  - pass\n  - activate: {card: a-hit, target: a-master}\n"))
    assert result["outcome"] == "completed"
    player = result["state"]["players"]["A"]
    assert player["monsters"] == []
    assert {"a-master", "a-zombie", "a-fodder"} <= set(player["graveyard"])
    assert "5-2-17" in result["rules_cited"]


SNAIL_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-snail, card: "58475908"}}]
  B:
    spells_traps: [{{id: b-one, name: Set One, kind: trap, trap_type: normal}},
                   {{id: b-two, name: Set Two, kind: trap, trap_type: normal}}]
actions:
  - activate: {{card: a-snail, effect: 0, target: b-one}}
  - pass
  - pass
{more}"""
AGAIN = "  - activate: {card: a-snail, effect: 0, target: b-two}\n"


def test_wind_up_snail_returns_a_set_card_once(printed):
    result = judged(SNAIL_BOARD.format(more=""))
    assert result["outcome"] == "completed"
    assert "b-one" in result["state"]["players"]["B"]["hand"]


def test_wind_up_snail_is_refused_again_the_same_turn(printed):
    result = judged(SNAIL_BOARD.format(more=AGAIN))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-18"]


def test_wind_up_snail_is_refused_again_in_a_later_turn_while_face_up(printed):
    result = judged(SNAIL_BOARD.format(more="  - end_turn\n  - end_turn\n" + AGAIN))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-18"]


DOWN_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-snail, card: "58475908"}]
    hand: [{id: a-down, name: Down, kind: spell, spell_type: quick-play,
            target: {what: monster, zone: field},
            effect: [{change_position: {card: chosen, to: set}}]}]
  B:
    spells_traps: [{id: b-one, name: Set One, kind: trap, trap_type: normal},
                   {id: b-two, name: Set Two, kind: trap, trap_type: normal}]
actions:
  - activate: {card: a-snail, effect: 0, target: b-one}
  - pass
  - pass
  - activate: {card: a-down, target: a-snail}
  - pass
  - pass
  - end_turn
  - end_turn
  - flip_summon: {card: a-snail}
  - activate: {card: a-snail, effect: 0, target: b-two}
  - pass
  - pass"""


def test_wind_up_snail_turned_face_down_is_a_new_card_once_face_up_again(printed):
    result = judged(DOWN_BOARD)
    assert result["outcome"] == "completed"
    assert {"b-one", "b-two"} <= set(result["state"]["players"]["B"]["hand"])


DESTROYER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-destroyer, card: "98954375"}}]
    hand: {hand}
  B:
    monsters: [{{id: b-small, name: Small, kind: monster, level: 2, atk: 500, def: 500}}]
actions:
  - battle_phase
  - attack: {{attacker: a-destroyer, target: b-small}}
  - pass
  - activate: {{card: a-destroyer, effect: 0}}
  - pass
  - pass"""
BATTLE = 2300 - 500


def test_infernity_destroyer_burns_with_an_empty_hand(printed):
    result = judged(DESTROYER_BOARD.format(hand="[]"))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 8000 - BATTLE - 1600


def test_infernity_destroyer_is_not_activated_with_a_card_in_hand(printed):
    result = judged(DESTROYER_BOARD.format(
        hand="[{id: a-card, name: Card, kind: monster, level: 4, atk: 0, def: 0}]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]


def test_face_up_to_resolve_is_refused_on_an_effect_from_the_graveyard():
    ruling = services.judge_text("ygo", """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    graveyard: [{id: a-ghost, name: Ghost, kind: monster, level: 4, atk: 0, def: 0,
                 effects: [{type: ignition, from: graveyard, resolve_face_up: true,
                            effect: [{draw: 1}]}]}]
  B: {}
actions:
  - pass
""")
    assert not ruling.ok
    [error] = ruling.errors
    assert error["path"] == "players.A.graveyard[0].effects[0].resolve_face_up"


SARONIR_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: {monsters}
    hand: [{{id: a-draw, name: Quick Draw, kind: spell, spell_type: quick-play,
             effect: [{{draw: 1}}]}}]
    graveyard: [{{id: a-dark, name: Dark One, kind: monster, level: 4, atk: 1000, def: 1000,
                  attribute: DARK}}]
  B:
    hand: [{{id: b-saronir, card: "60242223"}}]
actions:
  - activate: {{card: a-draw}}
  - activate: {{card: b-saronir, effect: 0, target: a-dark}}
  - pass
  - pass"""
ONE = "[{id: a-up, name: Up, kind: monster, level: 4, atk: 1000, def: 1000}]"


def test_saronir_answers_in_the_opponents_turn_while_they_control_a_monster(printed):
    result = judged(SARONIR_BOARD.format(monsters=ONE))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-saronir"]
    assert "a-dark" in result["state"]["players"]["A"]["banished"]
    assert "5-1-11" in result["rules_cited"]


def test_saronir_is_an_ignition_effect_while_they_control_none(printed):
    result = judged(SARONIR_BOARD.format(monsters="[]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.ignition_timing"


MUMMY_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-mummy, card: "97584500"}}]
    hand: [{{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000,
             attribute: DARK}},
           {{id: a-ghost, name: Ghost, kind: monster, level: 4, atk: 1000, def: 1000,
             attribute: DARK, archetypes: [Ghostrick]}},
           {{id: a-other, name: Other, kind: monster, level: 4, atk: 1000, def: 1000,
             attribute: DARK}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-plain}}
  - normal_summon: {{card: {second}}}"""


def test_ghostrick_mummy_gives_one_more_normal_summon_of_a_ghostrick(printed):
    result = judged(MUMMY_BOARD.format(second="a-ghost"))
    assert result["outcome"] == "completed"
    monsters = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert monsters == ["a-mummy", "a-plain", "a-ghost"]
    assert "8-1-7" in result["rules_cited"]


def test_ghostrick_mummy_gives_none_for_another_monster(printed):
    result = judged(MUMMY_BOARD.format(second="a-other"))
    assert result["outcome"] == "illegal_action"
