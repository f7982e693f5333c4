"""A real Continuous Spell whose activation adds a card from the Deck (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Meklord Assembly
adds the "Meklord" monster its activation names and stays on the field; named none, it takes
nothing and stays all the same (10-4-2, 5-3-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ASSEMBLY = "39109382"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ASSEMBLY,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-assembly, card: "{assembly}"}}]
    deck: [{{id: a-meklord, name: Meklord Soldier, kind: monster, level: 4, atk: 1000, def: 0,
            archetypes: [Meklord]}}]
  B: {{}}
actions:
  - activate: {{card: a-assembly{pick}}}
  - pass
  - pass
"""


def test_it_adds_the_monster_named_and_stays(printed):
    result = judged(BOARD.format(assembly=ASSEMBLY, pick=", pick: a-meklord"))
    a = result["state"]["players"]["A"]
    assert a["hand"] == ["a-meklord"]
    assert [card["id"] for card in a["spells_traps"]] == ["a-assembly"]
    assert "10-4-2" in result["rules_cited"]


def test_named_none_it_takes_nothing(printed):
    result = judged(BOARD.format(assembly=ASSEMBLY, pick=""))
    a = result["state"]["players"]["A"]
    assert a["hand"] == [] and a["deck"] == 1
    assert [card["id"] for card in a["spells_traps"]] == ["a-assembly"]
