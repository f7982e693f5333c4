"""Xyz Summons on top of one monster the Xyz Monster's text describes (8-5-10), with real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Cyber Dragon
Infinity ("Once per turn, you can also Xyz Summon "Cyber Dragon Infinity" by using "Cyber
Dragon Nova" you control as material. (Transfer its materials to this card.) Gains 200 ATK for
each material attached to it.") on top of Cyber Dragon Nova."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

INFINITY, NOVA = "10443957", "58069384"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (INFINITY, NOVA)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    extra_deck: [{{id: a-infinity, card: "{infinity}"}}, {{id: a-infinity2, card: "{infinity}"}}]
    monsters: [{{id: a-nova, card: "{nova}", materials: 2}},
               {{id: a-nova2, card: "{nova}", materials: 1}},
               {{id: a-other, name: Other Xyz, level: 5, atk: 2000, def: 0, materials: 2,
                 types: [Machine, Xyz, Effect]}}]
  B: {{}}
actions:
{actions}"""


def run(*actions: str, phase: str = "main1") -> dict:
    return judged(BOARD.format(infinity=INFINITY, nova=NOVA, phase=phase,
                               actions="\n".join(actions)))


def test_on_top_of_cyber_dragon_nova_with_its_materials(printed):
    result = run("  - xyz_summon: {card: a-infinity, materials: [a-nova]}")
    assert result["outcome"] == "completed"
    infinity = next(m for m in player(result, "A")["monsters"] if m["id"] == "a-infinity")
    # Nova and its 2 materials: 3 materials, 2100 + 3 x 200 ATK (4-4-3)
    assert (infinity["materials"], infinity["atk"]) == (3, 2700)
    assert "8-5-10" in result["rules_cited"]


def test_only_on_top_of_the_monster_its_text_names(printed):
    result = run("  - xyz_summon: {card: a-infinity, materials: [a-other]}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.xyz_over_material"
    assert result["illegal"]["rules"] == ["8-5-10"]


def test_once_per_turn(printed):
    result = run("  - xyz_summon: {card: a-infinity, materials: [a-nova]}",
                 "  - xyz_summon: {card: a-infinity2, materials: [a-nova2]}")
    assert result["illegal"]["code"] == "illegal.xyz_over_once"
    assert result["illegal"]["action"] == 1


def test_still_an_xyz_summon_in_the_main_phase(printed):
    result = run("  - xyz_summon: {card: a-infinity, materials: [a-nova]}", phase="battle")
    assert result["illegal"]["rules"][0] == "7-4-1"
