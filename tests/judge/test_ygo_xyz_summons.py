"""Xyz Summons whose first line describes each material (8-5-4) and the Xyz Monster's effects
paid with its materials (4-4-3), with real cards (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): Constellar Pleiades, "2 Level 5 LIGHT monsters"."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

PLEIADES = "73964868"  # Constellar Pleiades
THRUSH = "19369609"  # Lyrilusc - Promenade Thrush: "Gains 500 ATK for each material ..."


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PLEIADES, THRUSH)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-pleiades, card: "{pleiades}"}}]
    monsters: [{{id: a-light, name: Light Five, level: 5, attribute: LIGHT, atk: 1000, def: 100}},
               {{id: a-light2, name: Light Five Too, level: 5, attribute: LIGHT, atk: 1000,
                 def: 100}},
               {{id: a-dark, name: Dark Five, level: 5, attribute: DARK, atk: 1000, def: 100}}]
  B:
    monsters: [{{id: b-wall, name: Their Wall, level: 4, atk: 0, def: 2000}}]
actions:
{actions}"""


def run(*actions: str) -> dict:
    return judged(BOARD.format(pleiades=PLEIADES, actions="\n".join(actions)))


def test_two_light_level_5_monsters_and_its_quick_effect(printed):
    # Summoned with two LIGHT Level 5 monsters, then "detach 1 material from this card, then
    # target 1 card on the field; return that target to the hand" (4-4-3, 5-2-2)
    result = run("  - xyz_summon: {card: a-pleiades, materials: [a-light, a-light2]}",
                 "  - activate: {card: a-pleiades, target: b-wall}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    pleiades = next(m for m in players["A"]["monsters"] if m["id"] == "a-pleiades")
    assert pleiades["materials"] == 1
    assert "b-wall" in players["B"]["hand"]
    assert {"8-5-4", "4-4-3"} <= set(result["rules_cited"])


def test_a_dark_material_is_refused(printed):
    result = run("  - xyz_summon: {card: a-pleiades, materials: [a-light, a-dark]}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["8-5-4"]
    assert "Dark Five" in result["illegal"]["reason"] and "LIGHT" in result["illegal"]["reason"]


THRUSH_BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-thrush, card: "{thrush}"}}]
    monsters: [{{id: a-one, name: One, level: 1, atk: 100, def: 100}},
               {{id: a-one2, name: One Too, level: 1, atk: 100, def: 100}},
               {{id: a-one3, name: One Three, level: 1, atk: 100, def: 100}}]
  B:
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, face_up: false}}]
actions:
  - xyz_summon: {{card: a-thrush, materials: [a-one, a-one2, a-one3]}}
{actions}"""


def thrush_atk(*actions: str) -> int:
    result = judged(THRUSH_BOARD.format(thrush=THRUSH, actions="\n".join(actions)))
    assert result["outcome"] == "completed"
    return next(m["atk"] for m in result["state"]["players"]["A"]["monsters"]
                if m["id"] == "a-thrush")


def test_atk_for_each_material_attached(printed):
    # 0 ATK printed, 3 materials: 1500; one detached as a cost: 1000 (4-4-3)
    assert thrush_atk() == 1500
    assert thrush_atk("  - activate: {card: a-thrush, target: b-set}", "  - pass",
                      "  - pass") == 1000



def test_no_atk_from_materials_while_its_effects_are_negated(printed):
    # B's turn: B negates the effects of A's Thrush (3 materials) until the end of the turn
    board = f"""
game: ygo
turn: {{number: 4, player: B, phase: main1}}
players:
  A:
    monsters: [{{id: a-thrush, card: "{THRUSH}", materials: 3}}]
  B:
    spells_traps: [{{id: b-veil, name: Veiling Trap, kind: trap, face_up: false,
                     effect: [{{negate_effects: {{card: chosen}}}}]}}]
actions:
  - activate: {{card: b-veil, target: a-thrush}}
  - pass
  - pass
"""
    result = judged(board)
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["monsters"][0]["atk"] == 0


TORPEDO = "94151981"  # Xyz Armor Torpedo: "Cannot attack unless it has material."


@pytest.mark.parametrize(("materials", "attacks"), [(1, True), (0, False)])
def test_no_attack_without_material(tmp_path, materials, attacks):
    store(subset(tmp_path, (TORPEDO,)))
    board = f"""
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-torpedo, card: "{TORPEDO}", materials: {materials}}}]
  B: {{}}
actions:
  - attack: {{attacker: a-torpedo, target: direct}}
"""
    result = judged(board)
    if attacks:
        assert result["outcome"] != "illegal_action"
        return
    assert result["illegal"]["code"] == "illegal.attack_without_material"
    assert result["illegal"]["rules"] == ["12-3-15", "4-4-3"]
