"""Synchro and Xyz Summons (8-5-3, 8-5-4) with the real cards' Trigger Effects (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): the materials the rules and
the monster's first line allow, the Summon's events its effects and its materials' answer."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Orient Dragon, Arcane Apprentice, Goblin Biker Big Gabonga, Formula Synchron
CARDS = ("68124775", "40048324", "34001672", "50091196")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    deck: [{{id: a-assault, name: Assault Mode Activate, kind: trap}},
           {{id: a-goblin, name: Goblin Rider, atk: 1000, def: 100, archetypes: [Goblin]}}]
    extra_deck: [{{id: a-orient, card: "68124775"}}, {{id: a-gabonga, card: "34001672"}},
                 {{id: a-formula, card: "50091196"}}]
    monsters: [{{id: a-apprentice, card: "40048324"}},
               {{id: a-four, name: Four, level: 4, atk: 1000, def: 100}},
               {{id: a-three, name: Three, level: 3, atk: 1000, def: 100}},
               {{id: a-three2, name: Three Too, level: 3, atk: 1000, def: 100}},
               {{id: a-tuner, name: Small Tuner, level: 1, atk: 100, def: 100,
                 types: [Machine, Tuner, Effect]}}]
  B:
    monsters: [{{id: b-synchro, name: Their Synchro, level: 5, atk: 2000, def: 100,
                 types: [Dragon, Synchro, Effect]}}]
actions:
{actions}"""
ORIENT = "  - synchro_summon: {card: a-orient, materials: [a-apprentice, a-four]}"
GABONGA = "  - xyz_summon: {card: a-gabonga, materials: [a-three, a-three2]"


def run(*actions: str, phase: str = "main1") -> dict:
    return judged(BOARD.format(phase=phase, actions="\n".join(actions)))


def test_a_synchro_summon_and_the_triggers_of_that_moment(printed):
    # Orient Dragon (Level 6) from Arcane Apprentice (Level 2 Tuner) and a Level 4: Orient
    # must banish B's Synchro Monster; the Apprentice, sent as Synchro Material, may add
    # "Assault Mode Activate" (5-1-3, 11-1-8)
    result = run(ORIENT, "  - activate: {card: a-orient, target: b-synchro}", "  - pass",
                 "  - activate: {card: a-apprentice, pick: a-assault}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-orient" in [m["id"] for m in players["A"]["monsters"]]
    assert {"a-apprentice", "a-four"} <= set(players["A"]["graveyard"])
    assert players["B"]["banished"] == ["b-synchro"] and "a-assault" in players["A"]["hand"]
    assert {"8-5-3", "8-4-2", "8-6-1", "5-1-3", "11-1-8"} <= set(result["rules_cited"])


def test_orient_dragons_mandatory_banish_comes_first(printed):
    result = run(ORIENT, "  - end_turn")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3"


@pytest.mark.parametrize(("materials", "rule"), [
    ("[a-apprentice, a-three]", "8-5-3"),  # Levels 2 + 3 = 5, not 6
    ("[a-four, a-three]", "8-5-3"),  # no Tuner
    ("[a-apprentice, a-tuner, a-three]", "8-5-3"),  # two Tuners
    ("[a-apprentice, b-synchro]", "8-5-3"),  # not A's monster
])
def test_synchro_materials_the_rules_refuse(printed, materials, rule):
    result = run(f"  - synchro_summon: {{card: a-orient, materials: {materials}}}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == rule


def test_a_synchro_summon_only_in_the_main_phase(printed):
    result = run(ORIENT, phase="battle")
    assert result["illegal"]["rules"][0] == "7-4-1"


def test_formula_synchron_takes_exactly_one_non_tuner(printed):
    # "1 Tuner + 1 non-Tuner monster", Level 2: Small Tuner (1) + ... never two non-Tuners
    result = run("  - synchro_summon: {card: a-formula, materials: [a-tuner, a-three, a-four]}")
    assert result["illegal"]["rules"][0] == "8-5-3"


def test_an_xyz_summon_and_its_trigger(printed):
    # Goblin Biker Big Gabonga: "2 Level 3 monsters"; then "If this card is Xyz Summoned:
    # You can add 1 "Goblin" monster from your Deck to your hand"
    result = run(GABONGA + ", position: defense}",
                 "  - activate: {card: a-gabonga, pick: a-goblin}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    gabonga = next(m for m in result["state"]["players"]["A"]["monsters"]
                   if m["id"] == "a-gabonga")
    assert (gabonga["materials"], gabonga["position"]) == (2, "defense")
    assert "a-goblin" in result["state"]["players"]["A"]["hand"]
    assert {"8-5-4", "5-3-13"} <= set(result["rules_cited"])


@pytest.mark.parametrize("materials", ["[a-three, a-three2, a-tuner]", "[a-three, a-four]"])
def test_xyz_materials_the_card_refuses(printed, materials):
    result = run(f"  - xyz_summon: {{card: a-gabonga, materials: {materials}}}")
    assert result["illegal"]["rules"][0] == "8-5-4"


def test_the_chance_is_gone_once_something_else_is_done(printed):
    result = run(GABONGA + "}", "  - change_position: {card: a-four}",
                 "  - activate: {card: a-gabonga, pick: a-goblin}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-3", "11-1-9"]
