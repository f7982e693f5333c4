"""Gimmick Puppet Egg Head (20032555, read in place from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only) judged: its option "This card's Level becomes 8 until the End
Phase." raises its Level from 4 to 8 and takes it back off as the End Phase begins (4-2-10,
7-7-12); its once-per-turn clause, printed before the effect, refuses a second use (5-2-6).
Number 91: Thunder Spark Dragon (84417082): each option detaches its own count of Xyz
Materials as its cost, refused when the monster has fewer (4-4-3, 5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

EGG_HEAD = "20032555"  # Gimmick Puppet Egg Head, Level 4


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EGG_HEAD,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-egg, card: "{EGG_HEAD}"}}]
    hand: [{{id: a-doll, name: Puppet Doll, kind: monster, level: 4, archetypes: [Gimmick Puppet]}},
           {{id: a-doll2, name: Puppet Doll 2, kind: monster, level: 4,
             archetypes: [Gimmick Puppet]}},
           {{id: a-other, name: Other, kind: monster, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-egg, effect: 0, option: 1, cost: [a-doll]}}
  - pass
  - pass
"""


def test_egg_head_becomes_level_8_until_the_end_phase(printed):
    result = judged(BOARD + "  - end_turn\n")
    assert result["outcome"] == "completed", result.get("illegal")
    [raised] = [s for s in result["steps"] if s["code"] == "level_changed.end_phase"]
    assert (raised["params"]["before"], raised["params"]["level"]) == (4, 8)
    [back] = [s for s in result["steps"] if s["code"] == "level_changed.end_phase_over"]
    assert (back["params"]["before"], back["params"]["level"]) == (8, 4)
    assert {"4-2-10", "7-7-12", "5-2-8"} <= set(result["rules_cited"])


def test_egg_head_cost_must_be_a_gimmick_puppet(printed):
    result = judged(BOARD.replace("cost: [a-doll]", "cost: [a-other]"))
    assert result["outcome"] == "illegal_action"


def test_egg_head_effect_is_used_once_per_turn(printed):
    result = judged(BOARD + "  - activate: {card: a-egg, effect: 0, option: 0, cost: [a-doll2]}\n")
    assert result["outcome"] == "illegal_action"
    assert "5-2-6" in result["illegal"]["rules"]


THUNDER_SPARK = "84417082"  # Number 91: Thunder Spark Dragon


@pytest.fixture
def thunder(tmp_path):
    store(subset(tmp_path, (THUNDER_SPARK,)))


def _materials(count: int) -> str:
    return ", ".join(f"{{id: a-m{n}, name: M{n}, kind: monster, level: 4, atk: 100, def: 100}}"
                     for n in range(1, count + 1))


THUNDER = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - {{id: a-ninety-one, card: "{card}", materials: [{materials}]}}
      - {{id: a-mine, name: Mine, kind: monster, level: 4, atk: 1000, def: 1000}}
  B:
    monsters: [{{id: b-up, name: Up, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: a-ninety-one, effect: 0, option: {option}, detach: [{detach}]}}
  - pass
  - pass
"""


def test_thunder_spark_detaches_3_to_destroy_the_other_face_up_monsters(thunder):
    result = judged(THUNDER.format(card=THUNDER_SPARK, materials=_materials(3), option=0,
                                   detach="a-m1, a-m2, a-m3"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-ninety-one"]
    assert player(result, "B")["monsters"] == []
    [paid] = [s for s in result["steps"] if s["code"] == "cost.detach"]
    assert paid["params"]["count"] == 3
    assert {"4-4-3", "5-2-8"} <= set(result["rules_cited"])


def test_thunder_spark_cannot_detach_5_with_3_materials(thunder):
    result = judged(THUNDER.format(card=THUNDER_SPARK, materials=_materials(3), option=1,
                                   detach="a-m1, a-m2, a-m3"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_detach"
    assert "4-4-3" in result["illegal"]["rules"]


def test_a_spell_option_cannot_detach_materials():
    from judge import services
    ruling = services.judge_text("ygo", """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-spell, name: Odd Spell, kind: spell,
            options: [{detach: 1, effect: [{draw: 1}]}, {effect: [{draw: 2}]}]}]
  B: {}
actions:
  - activate: {card: a-spell, option: 0}
""")
    assert not ruling.ok
    assert any(error["path"].endswith("options") for error in ruling.errors), ruling.errors


TRIAMID_PULSE = "96100333"  # Triamid Pulse, a Continuous Trap


@pytest.fixture
def pulse(tmp_path):
    store(subset(tmp_path, (TRIAMID_PULSE,)))


PULSE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-pulse, card: "{card}", face_up: true}}]
    graveyard: [{{id: a-rock, name: Rock, kind: monster, level: 4, types: [Rock]}},
                {{id: a-field, name: Field One, kind: spell, spell_type: field}},
                {{id: a-field2, name: Field Two, kind: spell, spell_type: field}},
                {{id: a-warrior, name: Warrior, kind: monster, level: 4, types: [Warrior]}}]
    deck: [{{id: a-d1, name: D1, kind: monster}}, {{id: a-d2, name: D2, kind: monster}}]
  B: {{}}
actions:
  - activate: {{card: a-pulse, effect: 0, option: 2, cost: [{cost}], targets: [a-field2]}}
  - pass
  - pass
"""


def test_triamid_pulse_banishes_a_rock_and_a_field_spell_then_shuffles_and_draws(pulse):
    result = judged(PULSE.format(card=TRIAMID_PULSE, cost="a-rock, a-field"))
    assert result["outcome"] == "completed", result.get("illegal")
    me = player(result, "A")
    assert {"a-rock", "a-field"} <= set(me["banished"])
    assert "a-field2" not in me["graveyard"] and len(me["hand"]) == 1
    assert "5-2-20" in result["rules_cited"]


def test_triamid_pulse_cost_refuses_a_card_of_neither_description(pulse):
    result = judged(PULSE.format(card=TRIAMID_PULSE, cost="a-rock, a-warrior"))
    assert result["outcome"] == "illegal_action"
    assert "5-2-20" in result["illegal"]["rules"], result["illegal"]
