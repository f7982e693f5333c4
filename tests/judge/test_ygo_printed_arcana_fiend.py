"""Arcana Force XV - The Fiend, read from a real card (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only) and judged: its Summon tosses a coin it keeps (5-3-30);
on heads, when an attack is declared involving it (it attacks or is attacked, 12-3-6), it may
destroy a monster on the field and inflict 500 damage to that monster's controller as it was
destroyed (5-3-10); on tails the same attack destroys all monsters on the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cards.ygo import controller_damage_shapes

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FIEND = "59712426"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FIEND,)))


def test_the_fiend_is_read_in_full_with_both_results():
    card = derived(FIEND)
    assert card.automation == "full", card.notes
    faces = card.encoding["coin_faces"]
    [heads] = faces["heads"]["effects"]
    [tails] = faces["tails"]["effects"]
    assert heads["event"] == tails["event"] == "attack_involving"
    assert heads["when"] is True and "when" not in tails and tails["optional"] is False
    assert heads["effect"][1] == {"if_you_do": [{"damage": {"player": "target_controller",
                                                            "amount": 500}}]}


def test_its_controller_is_read_only_for_a_target_on_the_field():
    spec = {"what": "monster", "player": "any", "zone": "field"}
    text = "Inflict 500 damage to its controller."
    assert controller_damage_shapes.on_target(text, spec) == [
        {"damage": {"player": "target_controller", "amount": 500}}]
    assert controller_damage_shapes.on_target(text, {**spec, "zone": "graveyard"}) is None


BOARD = """
game: ygo
turn: {{number: 3, player: {turn}}}
players:
  A:
    hand: [{{id: a-fiend, card: "{fiend}"}}]
    monsters: [{{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-y, name: Y, kind: monster, level: 4, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-x, name: BX, kind: monster, level: 4, atk: 1000, def: 1000}},
               {{id: b-y, name: BY, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - normal_summon: {{card: a-fiend, tributes: [a-x, a-y]}}
  - activate: {{card: a-fiend, effect: 1, coins: [{coin}]}}
  - pass
  - pass
{battle}"""
OWN_ATTACK = """  - battle_phase
  - attack: {attacker: a-fiend, target: b-x}
  - activate: {card: a-fiend, effect: 2, target: b-y}
  - pass
  - pass"""


def test_on_heads_its_attack_lets_it_destroy_a_monster_and_damage_its_controller(printed):
    result = judged(BOARD.format(turn="A", fiend=FIEND, coin="heads", battle=OWN_ATTACK))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "b-y" in result["state"]["players"]["B"]["graveyard"]
    assert result["state"]["players"]["B"]["lp"] < 8000  # 500, then the battle's 1500
    assert {"5-3-10", "5-3-30"} <= set(result["rules_cited"])
    damage = [s for s in result["steps"] if s["code"] == "effect_damage"]
    assert damage and damage[0]["params"]["player"] == "B" and damage[0]["params"]["amount"] == 500


def test_on_tails_its_attack_destroys_all_monsters(printed):
    tails = OWN_ATTACK.replace(", target: b-y", "")
    result = judged(BOARD.format(turn="A", fiend=FIEND, coin="tails", battle=tails))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["A"]["monsters"] == []
    assert result["state"]["players"]["B"]["monsters"] == []


def test_on_heads_it_answers_an_attack_declared_on_it(printed):
    attacked = """  - end_turn
  - battle_phase
  - attack: {attacker: b-x, target: a-fiend}
  - activate: {card: a-fiend, effect: 2, target: b-y}
  - pass
  - pass"""
    result = judged(BOARD.format(turn="A", fiend=FIEND, coin="heads", battle=attacked))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "b-y" in result["state"]["players"]["B"]["graveyard"]


def test_on_heads_it_cannot_answer_an_attack_it_has_no_part_in(printed):
    other = OWN_ATTACK.replace("attacker: a-fiend", "attacker: a-ogre")
    ogre = "{{id: a-ogre, name: Ogre, kind: monster, level: 4, atk: 1800, def: 0}},"
    board = BOARD.replace("               {{id: a-y,", f"               {ogre}\n"
                                                     "               {{id: a-y,")
    result = judged(board.format(turn="A", fiend=FIEND, coin="heads", battle=other))
    assert result["outcome"] == "illegal_action"
    assert "5-1-3" in result["rules_cited"]
