"""Real Spells and Traps whose activation condition is a state of the board (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Dark Magic Attack
only while its player controls a face-up "Dark Magician", Grand Convergence with a face-up
Continuous Trap of the name it asks for, Generation Force with an Xyz Monster, Archfiend's
Ghastly Glitch, a Trap, with a Fiend monster; each refused, citing 5-2-4, when the board is
not as its text says."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DARK_MAGIC_ATTACK, GRAND_CONVERGENCE, GENERATION_FORCE = "02314238", "38430673", "87890143"
GHASTLY_GLITCH = "05168381"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DARK_MAGIC_ATTACK, GRAND_CONVERGENCE, GENERATION_FORCE,
                            GHASTLY_GLITCH)))


ATTACK = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-attack, card: "{card}"}}]
    monsters: [{{id: a-mage, name: "{name}", kind: monster, level: 7, atk: 2500, def: 2100,
                position: {position}}}]
  B:
    spells_traps: [{{id: b-set, name: Set Trap, kind: trap}}]
actions:
  - activate: {{card: a-attack}}
  - pass
  - pass"""


def test_dark_magic_attack_with_dark_magician(printed):
    result = judged(ATTACK.format(card=DARK_MAGIC_ATTACK, name="Dark Magician",
                                  position="attack"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["graveyard"] == ["b-set"]


def test_dark_magic_attack_without_dark_magician(printed):
    result = judged(ATTACK.format(card=DARK_MAGIC_ATTACK, name="Dark Magician Girl",
                                  position="attack"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"
    assert "5-2-4" in result["illegal"]["rules"]
    assert [c["id"] for c in result["state"]["players"]["B"]["spells_traps"]] == ["b-set"]


def test_a_face_down_dark_magician_shows_no_name(printed):
    result = judged(ATTACK.format(card=DARK_MAGIC_ATTACK, name="Dark Magician",
                                  position="set"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


CONVERGENCE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-grand, card: "{card}"}}]
    spells_traps: [{{id: a-cosmos, name: Macro Cosmos, kind: trap, trap_type: continuous,
                    face_up: {face_up}}}]
  B:
    monsters: [{{id: b-x, name: X, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: a-grand}}
  - pass
  - pass"""


def test_a_face_up_continuous_trap_of_the_name_asked(printed):
    result = judged(CONVERGENCE.format(card=GRAND_CONVERGENCE, face_up="true"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["lp"] == 7700
    assert result["state"]["players"]["B"]["monsters"] == []


def test_a_set_card_of_that_name_does_not_count(printed):
    result = judged(CONVERGENCE.format(card=GRAND_CONVERGENCE, face_up="false"))
    assert result["outcome"] == "illegal_action"
    assert "5-2-4" in result["illegal"]["rules"]


FORCE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-force, card: "{card}"}}]
    monsters: [{{id: a-mon, name: Mon, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [{types}]}}]
    deck: [{{id: a-xyz-card, name: Xyz Spell, kind: spell, archetypes: [Xyz]}}]
  B: {{}}
actions:
  - activate: {{card: a-force, pick: a-xyz-card}}
  - pass
  - pass"""


def test_generation_force_with_an_xyz_monster(printed):
    result = judged(FORCE.format(card=GENERATION_FORCE, types="Warrior, Xyz, Effect"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["hand"] == ["a-xyz-card"]


def test_generation_force_without_one(printed):
    result = judged(FORCE.format(card=GENERATION_FORCE, types="Warrior, Effect"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


GLITCH = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    spells_traps: [{{id: a-glitch, card: "{card}"}}]
    monsters: [{{id: a-fiend, name: Fiend, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [{types}]}}]
  B:
    spells_traps: [{{id: b-set, name: Set Spell, kind: spell}}]
actions:
  - activate: {{card: a-glitch, target: b-set}}
  - pass
  - pass"""


def test_a_trap_with_a_fiend_on_the_opponents_turn(printed):
    result = judged(GLITCH.format(card=GHASTLY_GLITCH, types="Fiend"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["graveyard"] == ["b-set"]


def test_a_trap_without_a_fiend(printed):
    result = judged(GLITCH.format(card=GHASTLY_GLITCH, types="Warrior"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"
    assert "5-2-4" in result["illegal"]["rules"]
