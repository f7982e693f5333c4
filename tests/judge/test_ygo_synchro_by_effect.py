"""A Synchro Summon an effect makes right after it resolves (8-5-13), with a real card read
in place (Formula Synchron: "Once per Chain, during your opponent's Main Phase, you can (Quick
Effect): Immediately after this effect resolves, Synchro Summon using this card you control.";
imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): in the
opponent's Main Phase, with this card among the materials, once per Chain (5-2-16)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FORMULA = "50091196"  # a Level 2 Synchro Tuner; its second effect is the Synchro Summon


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FORMULA,)))


BOARD = """
game: ygo
turn: {{number: 4, player: {turn}, phase: {phase}}}
players:
  A:
    monsters: [{{id: a-formula, card: "{formula}"}},
               {{id: a-five, name: Five, level: 5, atk: 1000, def: 1000}},
               {{id: a-tuner, name: Other Tuner, level: 2, atk: 100, def: 100,
                 types: [Machine, Tuner, Effect]}}]
    extra_deck: [{{id: a-seven, name: Seven Dragon, level: 7, atk: 2500, def: 2000,
                   types: [Dragon, Synchro, Effect]}},
                 {{id: a-six, name: Six Dragon, level: 6, atk: 2400, def: 2000,
                   types: [Dragon, Synchro, Effect]}}]
  B: {{}}
actions:
{actions}"""


def run(*actions: str, turn: str = "B", phase: str = "main1") -> dict:
    return judged(BOARD.format(turn=turn, phase=phase, formula=FORMULA,
                               actions="\n".join(actions)))


def summon(materials: str, pick: str = "a-seven") -> str:
    return f"  - activate: {{card: a-formula, effect: 1, pick: {pick}, materials: [{materials}]}}"


def test_formula_synchron_synchro_summons_in_the_opponents_main_phase(printed):
    result = run(summon("a-formula, a-five"), "  - pass", "  - pass")
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert "a-seven" in [m["id"] for m in players["A"]["monsters"]]
    assert {"a-formula", "a-five"} <= set(players["A"]["graveyard"])
    assert {"8-5-13", "5-1-4"} <= set(result["rules_cited"])


@pytest.mark.parametrize(("actions", "rule"), [
    ((summon("a-tuner, a-five"),), "8-5-13"),  # this card is not among the materials
    ((summon("a-formula, a-five", "a-six"),), "8-5-3"),  # Levels 2 + 5 make 7, not 6
])
def test_summons_the_effect_refuses(printed, actions, rule):
    result = run(*actions)
    assert result["outcome"] == "illegal_action"
    assert rule in result["illegal"]["rules"]


def test_only_in_the_opponents_main_phase(printed):
    result = run(summon("a-formula, a-five"), turn="A")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-4"


def test_once_per_chain(printed):
    # A chains the same effect of the same card to itself: refused (5-2-16)
    result = run(summon("a-formula, a-five"), "  - pass", summon("a-formula, a-five"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-2-16"


BIAN = "66500065"  # Bi'an, Earth of the Yang Zing: a Level 3 non-Tuner
YANG_ZING = """
game: ygo
turn: {{number: 4, player: B, phase: battle}}
players:
  A:
    monsters: [{{id: a-bian, card: "{bian}"}},
               {{id: a-yz-tuner, name: Yang Zing Tuner, level: 2, atk: 100, def: 100,
                 types: [Wyrm, Tuner, Effect], archetypes: [Yang Zing]}},
               {{id: a-tuner, name: Other Tuner, level: 2, atk: 100, def: 100,
                 types: [Machine, Tuner, Effect]}}]
    extra_deck: [{{id: a-five, name: Five Dragon, level: 5, atk: 2000, def: 2000,
                   types: [Wyrm, Synchro, Effect]}}]
  B: {{}}
actions:
  - activate: {{card: a-bian, effect: 1, pick: a-five, materials: [a-bian, {tuner}]}}
  - pass
  - pass
"""


@pytest.mark.parametrize(("tuner", "outcome"), [("a-yz-tuner", "completed"),
                                                ("a-tuner", "illegal_action")])
def test_using_only_yang_zing_monsters_in_the_battle_phase(tmp_path, tuner, outcome):
    # "(this is a Quick Effect)" in the opponent's Battle Phase; the materials only "Yang Zing"
    store(subset(tmp_path, (BIAN,)))
    result = judged(YANG_ZING.format(bian=BIAN, tuner=tuner))
    assert result["outcome"] == outcome
    if outcome == "completed":
        assert "a-five" in [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    else:
        assert "8-5-13" in result["illegal"]["rules"]


URGENT = "94634433"  # Urgent Tuning: "During the Battle Phase: Immediately after this effect
# resolves, Synchro Summon 1 Synchro Monster using monsters you control."
URGENT_BOARD = """
game: ygo
turn: {{number: 4, player: A, phase: {phase}}}
players:
  A:
    spells_traps: [{{id: a-urgent, card: "{urgent}", face_up: false}}]
    monsters: [{{id: a-tuner, name: Tuner Two, level: 2, atk: 100, def: 100,
                 types: [Machine, Tuner, Effect]}},
               {{id: a-five, name: Five, level: 5, atk: 1000, def: 1000}}]
    extra_deck: [{{id: a-seven, name: Seven Dragon, level: 7, atk: 2500, def: 2000,
                   types: [Dragon, Synchro, Effect]}}]
  B: {{}}
actions:
  - activate: {{card: a-urgent, pick: a-seven, materials: [a-tuner, a-five]}}
  - pass
  - pass
"""


@pytest.mark.parametrize(("phase", "outcome"), [("battle", "completed"),
                                                ("main1", "illegal_action")])
def test_a_trap_that_synchro_summons_in_the_battle_phase(tmp_path, phase, outcome):
    store(subset(tmp_path, (URGENT,)))
    result = judged(URGENT_BOARD.format(phase=phase, urgent=URGENT))
    assert result["outcome"] == outcome, result.get("illegal")
    if outcome == "completed":
        assert "a-seven" in [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
        assert "8-5-13" in result["rules_cited"]
