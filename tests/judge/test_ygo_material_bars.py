"""Monsters whose own text forbids their use as Synchro or Xyz Material, or allows it only for
a monster so described (8-5-9), with real cards (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): Majestic Dragon ("except for the Synchro Summon of a
"Majestic" monster") and Digital Bug Cocoondenser ("except for the Xyz Summon of an
Insect-Type monster")."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

MAJESTIC, COCOON = "21159309", "32465539"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MAJESTIC, COCOON)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-majestic-star, name: Majestic Star, level: 5, atk: 2500, def: 0,
                   types: [Dragon, Synchro, Effect], archetypes: [Majestic]}},
                 {{id: a-other-synchro, name: Other Synchro, level: 5, atk: 2500, def: 0,
                   types: [Dragon, Synchro, Effect]}},
                 {{id: a-insect-xyz, name: Insect Xyz, level: 3, atk: 1800, def: 0,
                   types: [Insect, Xyz, Effect]}},
                 {{id: a-warrior-xyz, name: Warrior Xyz, level: 3, atk: 1800, def: 0,
                   types: [Warrior, Xyz, Effect]}}]
    monsters: [{{id: a-majestic, card: "{majestic}"}}, {{id: a-cocoon, card: "{cocoon}"}},
               {{id: a-four, name: Four, level: 4, atk: 1000, def: 100, types: [Warrior]}},
               {{id: a-three, name: Three, level: 3, atk: 1000, def: 100, types: [Insect]}},
               {{id: a-barred, name: Barred, level: 3, atk: 0, def: 0, types: [Insect],
                 no_xyz_material: true}}]
  B: {{}}
actions:
  - {action}
"""


def run(action: str) -> dict:
    return judged(BOARD.format(majestic=MAJESTIC, cocoon=COCOON, action=action))


@pytest.mark.parametrize(("action", "allowed"), [
    ("synchro_summon: {card: a-majestic-star, materials: [a-majestic, a-four]}", True),
    ("synchro_summon: {card: a-other-synchro, materials: [a-majestic, a-four]}", False),
    ("xyz_summon: {card: a-insect-xyz, materials: [a-cocoon, a-three]}", True),
    ("xyz_summon: {card: a-warrior-xyz, materials: [a-cocoon, a-three]}", False),
])
def test_a_material_only_for_a_monster_of_its_description(printed, action, allowed):
    result = run(action)
    if allowed:
        assert result["outcome"] == "completed"
        return
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["8-5-9"]
    assert "allows it as" in result["illegal"]["reason"]


def test_a_monster_never_used_as_xyz_material(printed):
    # `no_xyz_material: true` ("Cannot be used as material for an Xyz Summon."), no exception
    result = run("xyz_summon: {card: a-insect-xyz, materials: [a-barred, a-three]}")
    assert result["illegal"]["rules"] == ["8-5-9"]
    assert result["illegal"]["code"] == "illegal.no_xyz_material"
