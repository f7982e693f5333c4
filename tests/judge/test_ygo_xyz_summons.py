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


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PLEIADES,)))


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
