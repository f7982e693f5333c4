"""Xyz Summons on top of one monster whose text asks more of it (8-5-10), with real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Full Armored
Black Ray Lancer (a Rank 3 WATER Xyz Monster "that has no material"), Zoodiac Drident (a
"Zoodiac" monster "with a different name") and Downerd Magician ("During your Main Phase 2")."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

LANCER, DRIDENT, DOWNERD = "25853045", "48905153", "72167543"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LANCER, DRIDENT, DOWNERD)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    extra_deck: [{{id: a-lancer, card: "25853045"}}, {{id: a-drident, card: "48905153"}},
                 {{id: a-downerd, card: "72167543"}}]
    monsters:
      - {{id: a-bare, name: Bare Three, level: 3, atk: 1000, def: 0, attribute: WATER,
         types: [Aqua, Xyz, Effect]}}
      - {{id: a-held, name: Held Three, level: 3, atk: 1000, def: 0, attribute: WATER,
         types: [Aqua, Xyz, Effect], materials: 1}}
      - {{id: a-zoo, name: Zoodiac Ratpier, archetypes: [Zoodiac], level: 4, atk: 0, def: 0,
         types: [Beast-Warrior, Effect]}}
      - {{id: a-same, name: Zoodiac Drident, archetypes: [Zoodiac], level: 6, atk: 2000,
         def: 0, types: [Dragon, Xyz, Effect]}}
  B: {{}}
actions:
  - xyz_summon: {{card: {card}, materials: [{material}]}}"""


def run(card: str, material: str, phase: str = "main1") -> dict:
    return judged(BOARD.format(card=card, material=material, phase=phase))


def test_black_ray_lancer_only_on_a_monster_without_materials(printed):
    result = run("a-lancer", "a-bare")
    assert result["outcome"] == "completed"
    assert "a-lancer" in [m["id"] for m in player(result, "A")["monsters"]]
    refused = run("a-lancer", "a-held")
    assert refused["illegal"]["code"] == "illegal.xyz_over_material"
    assert refused["illegal"]["rules"] == ["8-5-10"]


def test_drident_only_on_a_zoodiac_with_another_name(printed):
    assert run("a-drident", "a-zoo")["outcome"] == "completed"
    refused = run("a-drident", "a-same")
    assert refused["illegal"]["code"] == "illegal.xyz_over_material"


def test_downerd_magician_only_in_main_phase_2(printed):
    refused = run("a-downerd", "a-bare")
    assert refused["illegal"]["code"] == "illegal.xyz_over_phase"
    assert refused["illegal"]["rules"] == ["8-5-10"]
    assert run("a-downerd", "a-bare", phase="main2")["outcome"] == "completed"
