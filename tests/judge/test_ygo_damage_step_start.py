"""Trigger Effects at the Start of the Damage Step of a monster's own attack, on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only; 12-4-14):
Sasuke Samurai destroys the face-down Defense Position monster it attacks before it is flipped
(its FLIP effect never activates), Zubaba Knight only a face-up one, Battlin' Boxer Rabbit
Puncher either, and Paladin of Storm Dragon may return the monster it attacks to the hand."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SASUKE, ZUBABA, PUNCHER, STORM = "16222645", "97896503", "61679541", "86401517"
MYSTIC_LV2 = "47507260"  # "if this card attacked a face-down Defense Position monster"

DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-att, card: "{attacker}"}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2500,
                position: {position}, flip: [{{draw: 1}}]}}]
    deck: [{{id: b-1, name: Deck One}}]
actions:
  - battle_phase
  - attack: {{attacker: a-att, target: b-wall}}
{actions}"""
START = "  - damage_step: {timing: start}\n"
PASSES = "  - pass\n  - pass\n  - pass"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SASUKE, ZUBABA, PUNCHER, STORM, MYSTIC_LV2)))


def card(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_start_of_the_damage_step_conditions_are_read(printed):
    for number, event in ((SASUKE, "face_down_defense"), (ZUBABA, "face_up_defense"),
                          (PUNCHER, "defense"), (MYSTIC_LV2, "face_down_defense")):
        assert card(number).automation == "full", number
        effect = card(number).encoding["effects"][0]  # Mystic Swordsman LV2: a second one
        assert effect["event"] == f"damage_step_start_attacks_{event}"
        assert effect["optional"] is False and effect["effect"] == [{"destroy": "attack_target"}]
    storm = card(STORM).encoding["effects"][0]
    assert storm["event"] == "damage_step_start_attacks_monster" and "optional" not in storm
    assert storm["effect"] == [{"to_hand": "attack_target"}]


@pytest.mark.parametrize("attacker", [SASUKE, MYSTIC_LV2])
def test_sasuke_samurai_destroys_a_face_down_monster_before_it_flips(printed, attacker):
    result = judged(DUEL.format(attacker=attacker, position="set", actions="""  - pass
  - activate: {card: a-att}
  - pass
  - pass
  - pass"""))
    assert result["outcome"] == "completed"
    assert "b-wall" in result["state"]["players"]["B"]["graveyard"]
    assert result["state"]["players"]["B"]["hand"] == []  # never flipped: no FLIP effect
    assert result["state"]["players"]["B"]["lp"] == 8000  # no damage calculation (12-4-10)
    assert {"12-4-14", "12-4-6", "12-4-10", "5-1-3"} <= set(result["rules_cited"])
    assert "12-4-4" not in result["rules_cited"]


def test_a_mandatory_one_comes_before_the_attack_goes_on(printed):
    result = judged(DUEL.format(attacker=SASUKE, position="set", actions="""  - pass
  - main2"""))
    assert result["illegal"]["code"] == "illegal.mandatory_trigger"
    # asked to go on to a later timing, the attack stops at the Start of the Damage Step first
    later = "  - damage_step: {timing: damage_calculation}\n  - activate: {card: a-att}\n"
    result = judged(DUEL.format(attacker=SASUKE, position="set", actions=later + PASSES))
    assert result["outcome"] == "completed"
    assert "b-wall" in result["state"]["players"]["B"]["graveyard"]
    assert result["state"]["players"]["B"]["hand"] == []  # never flipped


def test_each_answers_only_the_position_it_names(printed):
    # Zubaba Knight attacks a face-down monster: its effect does not answer (12-4-14)
    result = judged(DUEL.format(attacker=ZUBABA, position="set", actions="""  - pass
  - pass
  - main2"""))
    assert result["outcome"] == "completed"
    assert "b-wall" in [m["id"] for m in result["state"]["players"]["B"]["monsters"]]
    result = judged(DUEL.format(attacker=ZUBABA, position="set",
                                actions=START + "  - activate: {card: a-att}"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    # a face-up one it destroys; Rabbit Puncher either
    for attacker, position in ((ZUBABA, "defense"), (PUNCHER, "set"), (PUNCHER, "defense")):
        result = judged(DUEL.format(attacker=attacker, position=position, actions="""  - pass
  - activate: {card: a-att}
  - pass
  - pass
  - pass"""))
        assert result["outcome"] == "completed", (attacker, position)
        assert "b-wall" in result["state"]["players"]["B"]["graveyard"]


def test_paladin_of_storm_dragon_may_return_the_monster_it_attacks(printed):
    result = judged(DUEL.format(attacker=STORM, position="attack",
                                actions=START + "  - activate: {card: a-att}\n" + PASSES))
    assert result["outcome"] == "completed"
    assert "b-wall" in result["state"]["players"]["B"]["hand"]
    assert "12-4-14" in result["rules_cited"]
