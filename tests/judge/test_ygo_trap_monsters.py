"""Real Trap Monsters (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), judged: Shapesister Special Summons itself as a Level 2 Tuner, and, "also still a
Trap", Mystical Space Typhoon can target it in the Monster Zone and sends it to the Graveyard
a Trap again; The Phantom Knights of Tomb Shield, "NOT treated as a Trap", comes in Attack
Position, attacks, and cannot be chosen as a Spell/Trap; with five monsters neither can be
activated (8-7-2); Embodiment of Apophis waits for a Main Phase (4-6-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SHAPESISTER, TOMB_SHIELD, APOPHIS, TYPHOON = "92099232", "51606429", "28649820", "05318639"
SLIME, STUNGRAY, QUANTUM_CAT = "26905245", "97232518", "87772572"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SHAPESISTER, TOMB_SHIELD, APOPHIS, TYPHOON, SLIME, STUNGRAY,
                                QUANTUM_CAT)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-trap, card: "{trap}"}}]
{monsters}
  B:
    spells_traps: [{{id: b-typhoon, card: "{typhoon}"}}]
actions:
  - activate: {{card: a-trap}}
  - pass
  - pass
{more}
"""
FIVE = "    monsters: [" + ", ".join(
    f"{{id: a-m{n}, name: M{n}, kind: monster, level: 4, atk: 1000, def: 1000}}"
    for n in range(5)) + "]"


def board(trap: str, monsters: str = "", more: str = "") -> str:
    return BOARD.format(trap=trap, typhoon=TYPHOON, monsters=monsters, more=more)


def monsters(result: dict, player: str = "A") -> dict:
    return {m["id"]: m for m in result["state"]["players"][player]["monsters"]}


def test_it_summons_itself_as_the_monster_its_text_prints(printed):
    result = judged(board(SHAPESISTER))
    assert result["outcome"] != "illegal_action"
    sister = monsters(result)["a-trap"]
    assert sister["atk"] == 0 and sister["def"] == 0 and sister["position"] == "attack"
    assert result["state"]["players"]["A"]["spells_traps"] == []
    assert "4-6-5" in result["rules_cited"] and "8-4-1" in result["rules_cited"]
    assert "trap_monster.summoned" in [step["code"] for step in result["steps"]]


def test_still_a_trap_it_can_be_targeted_as_one_and_leaves_a_trap(printed):
    more = "  - activate: {card: b-typhoon, target: a-trap}\n  - pass\n  - pass\n"
    result = judged(board(SHAPESISTER, more=more))
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert "a-trap" in result["state"]["players"]["A"]["graveyard"]
    assert monsters(result) == {}


def test_not_treated_as_a_trap_it_is_only_a_monster(printed):
    more = "  - activate: {card: b-typhoon, target: a-trap}\n"
    result = judged(board(TOMB_SHIELD, more=more))
    assert result["outcome"] == "illegal_action"
    shield = [s for s in result["steps"] if s["code"] == "trap_monster.summoned.not_trap"]
    assert shield and "5-2-3" in result["illegal"]["rules"]


def test_the_monster_it_became_attacks(printed):
    more = "  - battle_phase\n  - attack: {attacker: a-trap, target: direct}\n  - pass\n"
    result = judged(board(TOMB_SHIELD, more=more))
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert monsters(result)["a-trap"]["position"] == "attack"
    assert result["state"]["players"]["B"]["lp"] == 8000  # 0 ATK
    assert "12-3-3" in result["rules_cited"] or "12-3-1" in result["rules_cited"]


def test_not_activated_without_an_unused_monster_zone(printed):
    for trap in (SHAPESISTER, TOMB_SHIELD):
        result = judged(board(trap, monsters=FIVE))
        assert result["outcome"] == "illegal_action"
        assert "8-7-2" in result["illegal"]["rules"]


def test_embodiment_of_apophis_waits_for_a_main_phase(printed):
    result = judged(board(APOPHIS).replace("  - activate: {card: a-trap}",
                                           "  - battle_phase\n  - activate: {card: a-trap}"))
    assert result["outcome"] == "illegal_action"
    assert monsters(judged(board(APOPHIS)))["a-trap"]["atk"] == 1600


def test_summoned_this_way_it_cannot_attack(printed):
    result = judged(board(SLIME, more="  - battle_phase\n  - attack: {attacker: a-trap, "
                                      "target: direct}\n"))
    assert monsters(result)["a-trap"]["position"] == "defense"  # as its text names
    assert result["outcome"] == "illegal_action"
    # the same text on a Trap summoned in Attack Position: still no attack (12-3-15)
    typed = ('{id: a-trap, name: Slime, kind: trap, trap_type: continuous, effect: '
             '[{trap_monster: {type: Aqua, attribute: WATER, level: 10, atk: 0, def: 3000, '
             'monster: effect, no_attack: true}}]}')
    text = board(SLIME, more="  - battle_phase\n  - attack: {attacker: a-trap, target: "
                             "direct}\n").replace(f'{{id: a-trap, card: "{SLIME}"}}', typed)
    result = judged(text)
    assert monsters(result)["a-trap"]["position"] == "attack"
    assert result["illegal"]["code"] == "illegal.trap_monster_no_attack"
    assert "12-3-15" in result["illegal"]["rules"]


def test_summoned_this_way_it_is_not_destroyed_by_battle(printed):
    wall = ("    monsters: [{id: b-big, name: Big, kind: monster, level: 4, atk: 2500, "
            "def: 0}]\n")
    text = board(STUNGRAY, more="  - end_turn\n  - battle_phase\n  - attack: {attacker: "
                                "b-big, target: a-trap}\n  - pass\n")
    text = text.replace("  B:\n", "  B:\n" + wall)
    result = judged(text)
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert "a-trap" in monsters(result)
    assert result["state"]["players"]["A"]["lp"] == 8000 - 600
    assert "12-8-3" in result["rules_cited"]


def test_quantum_cat_takes_the_type_and_attribute_declared(printed):
    result = judged(board(QUANTUM_CAT))
    assert result["outcome"] == "illegal_action"  # nothing declared
    assert result["illegal"]["code"] == "illegal.trap_monster_declare"
    assert "4-6-5" in result["illegal"]["rules"]
    declared = board(QUANTUM_CAT).replace(
        "  - activate: {card: a-trap}",
        "  - activate: {card: a-trap, declare: {type: Dragon, attribute: LIGHT}}")
    result = judged(declared)
    assert monsters(result)["a-trap"]["def"] == 2200
    summoned = [s for s in result["steps"] if s["code"] == "trap_monster.summoned"]
    assert summoned and "LIGHT Dragon" in summoned[0]["text"]


GRAVEYARD = """
game: ygo
turn: {{number: 4, player: A}}
players:
  A:
    graveyard: [{{id: a-shield, card: "{shield}"}}]
  B:
    spells_traps: [{{id: b-trap, name: Wall Trap, kind: trap, trap_type: continuous,
                    face_up: true}}]
actions:
  - activate: {{card: a-shield, effect: 0, target: b-trap}}
  - pass
  - pass
"""


def test_tomb_shield_banished_from_the_graveyard_negates_a_trap(printed):
    result = judged(GRAVEYARD.format(shield=TOMB_SHIELD))
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert result["state"]["players"]["A"]["banished"] == ["a-shield"]
    assert "5-1-9" in result["rules_cited"]
