"""An Xyz Summon on top of one monster that first detaches some of its Xyz Materials (8-5-10,
4-4-11), with a real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): Number 21: Frozen Lady Justice, Summoned "by detaching 1 Xyz Material from a Rank
5 Xyz Monster you control, then using that Xyz Monster"."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

JUSTICE = "57707471"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (JUSTICE,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    extra_deck: [{{id: a-justice, card: "{justice}"}}]
    monsters:
      - {{id: a-five, name: Five, level: 5, atk: 1000, def: 0, types: [Aqua, Xyz, Effect],
         materials: {materials}}}
  B: {{}}
actions:
  - xyz_summon: {{card: a-justice, materials: [a-five]{more}}}"""


def run(materials: str, more: str = "") -> dict:
    return judged(BOARD.format(justice=JUSTICE, materials=materials, more=more))


def test_one_material_is_detached_first_and_the_rest_go_under(printed):
    result = run("2")
    [justice] = player(result, "A")["monsters"]
    # the Rank 5 monster and its one material left: 2, each 1000 ATK by its text
    assert (justice["id"], justice["materials"]) == ("a-justice", 2)
    assert justice["atk"] == 500 + 2 * 1000
    assert "8-5-10" in result["rules_cited"]


def test_a_monster_without_material_cannot_be_used(printed):
    refused = run("0")
    assert refused["illegal"]["code"] == "illegal.xyz_over_material"


def test_the_named_material_detached_goes_to_the_graveyard(printed):
    named = "[{id: a-m1, name: M1, level: 5}, {id: a-m2, name: M2, level: 5}]"
    refused = run(named)
    assert refused["illegal"]["code"] == "illegal.detach_which"
    assert refused["illegal"]["rules"] == ["8-5-10", "4-4-11"]
    result = run(named, ", detach: [a-m2]")
    assert player(result, "A")["graveyard"] == ["a-m2"]
    [justice] = player(result, "A")["monsters"]
    assert justice["materials"] == 2
