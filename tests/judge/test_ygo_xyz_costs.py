"""Xyz Materials detached from a monster the player controls as a cost (`detach_own`, 4-4-3,
5-2-2), with real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): Xyz Energy ("Detach 1 Xyz Material you control to target 1 face-up monster your
opponent controls; destroy that target.") and Time Thief Winder ("You can detach 1 material
from an Xyz Monster you control; Special Summon this card from your hand.")."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ENERGY, WINDER = "85839825", "56308388"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ENERGY, WINDER)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-energy, card: "{energy}"}}, {{id: a-winder, card: "{winder}"}}]
    monsters: [{monsters}]
  B:
    monsters: [{{id: b-wall, name: Their Wall, level: 4, atk: 0, def: 2000}}]
actions:
{actions}"""
ONE = "{id: a-xyz, name: One Xyz, level: 4, atk: 2000, def: 0, materials: 2, types: [Fiend, Xyz]}"
TWO = ONE + ", {id: a-xyz2, name: Two Xyz, level: 4, atk: 2000, def: 0, materials: 1, " \
            "types: [Fiend, Xyz]}"


def run(monsters: str, *actions: str) -> dict:
    return judged(BOARD.format(energy=ENERGY, winder=WINDER, monsters=monsters,
                               actions="\n".join(actions)))


def materials(result: dict, card_id: str) -> int:
    return next(m.get("materials", 0) for m in player(result, "A")["monsters"]
                if m["id"] == card_id)


def test_xyz_energy_detaches_from_the_one_xyz_monster(printed):
    result = run(ONE, "  - activate: {card: a-energy, target: b-wall}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    assert materials(result, "a-xyz") == 1 and "b-wall" in player(result, "B")["graveyard"]
    assert {"5-2-2", "4-4-3"} <= set(result["rules_cited"])


def test_two_xyz_monsters_ask_which_one(printed):
    refused = run(TWO, "  - activate: {card: a-energy, target: b-wall}")
    assert refused["illegal"]["code"] == "illegal.cost_detach_own"
    named = run(TWO, "  - activate: {card: a-energy, target: b-wall, cost: [a-xyz2]}",
                "  - pass", "  - pass")
    assert named["outcome"] == "completed"
    assert (materials(named, "a-xyz"), materials(named, "a-xyz2")) == (2, 0)


def test_no_xyz_material_no_activation(printed):
    result = run("{id: a-plain, name: Plain, level: 4, atk: 1000, def: 0}",
                 "  - activate: {card: a-winder}")
    assert result["illegal"]["code"] == "illegal.cost_detach_own"
    assert result["illegal"]["rules"] == ["5-2-2", "4-4-3"]


def test_time_thief_winder_summons_itself_for_a_material(printed):
    result = run(ONE, "  - activate: {card: a-winder}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    assert materials(result, "a-xyz") == 1
    assert "a-winder" in [m["id"] for m in player(result, "A")["monsters"]]


def test_materials_and_lp_paid_together():
    # "You can pay 600 LP, then detach 1 material from this card; draw 1 card." (5-2-2, 4-4-3)
    from ygo_duel import monster, run

    effect = {"type": "ignition", "pay_lp": 600, "detach": 1, "effect": [{"draw": 1}]}
    result = run(a={"monsters": [monster("a-xyz", types=["Fiend", "Xyz"], materials=1,
                                         effects=[effect])], "deck": [{"id": "a-top"}]},
                 actions=[{"activate": {"card": "a-xyz"}}, "pass", "pass"], phase="main1")
    a = player(result, "A")
    assert (a["lp"], a["monsters"][0].get("materials", 0), a["hand"]) == (7400, 0, ["a-top"])
    refused = run(a={"monsters": [monster("a-xyz", types=["Fiend", "Xyz"], effects=[effect])]},
                  actions=[{"activate": {"card": "a-xyz"}}], phase="main1")
    assert refused["illegal"]["code"] == "illegal.cost_detach"
