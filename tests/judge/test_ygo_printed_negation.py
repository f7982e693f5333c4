"""Real cards that negate a face-up monster's effects for a while, judged (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Effect Veiler and Forbidden
Chalice until the end of the turn, Junk Synchron's "Special Summon that target in Defense
Position, but negate its effects" for as long as the monster stays face-up (5-5-1). A negated
monster's Continuous Effects do not apply, the effect it activated on the field does nothing,
and it cannot activate its effects on the field (5-5-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

VEILER, CHALICE, JUNK_SYNCHRON = "97268402", "25789292", "63977008"
BREAKTHROUGH_SKILL = "78474168"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (VEILER, CHALICE, JUNK_SYNCHRON, BREAKTHROUGH_SKILL)))


DECKS = """
    deck: [{id: a-d1, name: One, atk: 100, def: 100}, {id: a-d2, name: Two, atk: 100, def: 100}]
"""
MAGE = ("{id: a-mage, name: Mage, atk: 2000, def: 1000, types: [Spellcaster, Effect], "
        "piercing: true, effects: [{type: ignition, effect: [{draw: 1}]}, "
        "{type: quick, during: opponent_turn, effect: [{draw: 1}]}]}")


VEILED = f'[{{id: b-veiler, card: "{VEILER}"}}]'


def board(actions: str, b_monsters: str = "[]", b_hand: str = VEILED) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{MAGE}]
{DECKS}
  B:
    hand: {b_hand}
    monsters: {b_monsters}
    deck: [{{id: b-d1, name: Three, atk: 100, def: 100}}]
actions:
{actions}""")


def lines(result: dict) -> str:
    return "\n".join(step["text"] for step in result["steps"])


def test_effect_veiler_chained_to_an_ignition_effect_leaves_it_doing_nothing(printed):
    result = board("""
  - activate: {card: a-mage}
  - activate: {card: b-veiler, target: a-mage}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert a["deck"] == 2 and a["hand"] == []  # the draw of the negated effect never came
    assert result["state"]["players"]["B"]["graveyard"] == ["b-veiler"]  # its cost
    assert "does nothing: the effects of Mage are negated" in lines(result)
    assert "5-5-1" in result["rules_cited"]


def test_a_negated_monster_cannot_activate_its_effects_on_the_field(printed):
    result = board("""
  - activate: {card: b-veiler, target: a-mage}
  - pass
  - pass
  - activate: {card: a-mage}""")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][:2] == ["5-5-2", "5-5-1"]


def test_a_negated_monster_deals_no_piercing_damage_until_the_turn_ends(printed):
    wall = "[{id: b-wall, name: Wall, atk: 0, def: 1000, position: defense}]"
    negated = board("""
  - activate: {card: b-veiler, target: a-mage}
  - pass
  - pass
  - battle_phase
  - attack: {attacker: a-mage, target: b-wall}
  - pass""", b_monsters=wall)
    assert negated["state"]["players"]["B"]["lp"] == 8000
    plain = board("""
  - battle_phase
  - attack: {attacker: a-mage, target: b-wall}
  - pass""", b_monsters=wall)
    assert plain["state"]["players"]["B"]["lp"] == 7000  # 12-6-4 when not negated


def test_the_negation_ends_with_the_turn(printed):
    result = board("""
  - activate: {card: b-veiler, target: a-mage}
  - pass
  - pass
  - end_turn
  - activate: {card: a-mage, effect: 1}
  - pass
  - pass""")
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["hand"] == ["a-d1"]  # the Quick Effect drew
    assert "7-7-3" in result["rules_cited"]


def test_effect_veiler_needs_an_effect_monster_and_its_own_timing(printed):
    vanilla = board("""
  - activate: {card: b-veiler, target: b-plain}""",
                    b_monsters="[{id: b-plain, name: Plain, atk: 0, def: 0, types: [Warrior]}]")
    assert vanilla["outcome"] == "illegal_action"  # its own monster, and no Effect Monster
    main2 = board("""
  - battle_phase
  - main2
  - activate: {card: b-veiler, target: a-mage}
  - pass
  - pass""")
    assert main2["outcome"] != "illegal_action"  # Main Phase 2 is a Main Phase too


def test_forbidden_chalice_gains_400_atk_and_lifts_a_battle_protection(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-chalice, card: "{CHALICE}"}}]
    monsters: [{{id: a-hero, name: Hero, atk: 2000, def: 1000}}]
  B:
    monsters: [{{id: b-wall, name: Wall, atk: 1000, def: 1000, types: [Rock, Effect],
                 battle_indestructible: true}}]
actions:
  - activate: {{card: a-chalice, target: b-wall}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-hero, target: b-wall}}
  - pass""")
    b = result["state"]["players"]["B"]
    assert b["graveyard"] == ["b-wall"]  # not protected: its effect is negated
    assert b["lp"] == 8000 - (2000 - 1400)  # the Wall had 1400 ATK in the battle
    assert {"5-5-1", "7-7-3"} <= set(result["rules_cited"])


def test_junk_synchron_summons_a_monster_whose_effects_stay_negated(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-junk, card: "{JUNK_SYNCHRON}"}}]
    graveyard: [{{id: a-small, name: Small, level: 2, atk: 300, def: 300,
                  types: [Warrior, Effect], effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}]
{DECKS}
  B: {{}}
actions:
  - normal_summon: {{card: a-junk}}
  - activate: {{card: a-junk, target: a-small}}
  - pass
  - pass
  - activate: {{card: a-small}}""")
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [(m["id"], m["position"]) for m in monsters] == [("a-junk", "attack"),
                                                            ("a-small", "defense")]
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-5-2"


SKILL = f'[{{id: b-skill, card: "{BREAKTHROUGH_SKILL}"}}]'


def skill_board(actions: str, where: str = "spells_traps") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{MAGE}]
{DECKS}
  B:
    {where}: {SKILL}
    deck: [{{id: b-d1, name: Three, atk: 100, def: 100}}]
actions:
{actions}""")


def test_breakthrough_skill_negates_then_negates_again_from_the_gy_in_its_owners_turn(printed):
    result = skill_board("""
  - activate: {card: b-skill, target: a-mage}
  - pass
  - pass
  - end_turn
  - activate: {card: b-skill, effect: 0, target: a-mage}
  - pass
  - pass
  - activate: {card: a-mage, effect: 1}""")
    b = result["state"]["players"]["B"]
    assert b["banished"] == ["b-skill"]  # the cost of its Graveyard effect
    assert result["illegal"]["rules"][0] == "5-5-2"  # negated again in B's turn
    assert "5-1-9" in result["rules_cited"]


def test_breakthrough_skills_gy_effect_waits_for_its_owners_turn(printed):
    same_turn = skill_board("""
  - activate: {card: b-skill, target: a-mage}
  - pass
  - pass
  - activate: {card: b-skill, effect: 0, target: a-mage}""")
    assert "5-2-4" in same_turn["illegal"]["rules"]  # sent to the GY this turn
    theirs = skill_board("""
  - activate: {card: b-skill, effect: 0, target: a-mage}""", where="graveyard")
    assert theirs["illegal"]["rules"] == ["5-1-9"]  # "During your turn": not A's turn
