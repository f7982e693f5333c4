"""Synchro Summons of real cards whose first line describes their Tuners and non-Tuners
(8-5-3, 8-5-12; the cards imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): the materials that fit the line, and those it refuses, citing 8-5-12."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Junk Warrior (Level 5), Tyrant Red Dragon Archfiend (Level 10), Windwitch - Winter Bell
# (Level 7), Fabled Leviathan (Level 10)
CARDS = ("60800381", "16172067", "14577226", "39477584")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-junk-warrior, card: "60800381"}}, {{id: a-tyrant, card: "16172067"}},
                 {{id: a-bell, card: "14577226"}}, {{id: a-leviathan, card: "39477584"}}]
    monsters: [{monsters}]
  B: {{}}
actions:
  - synchro_summon: {{card: {card}, materials: [{materials}]}}
"""
# the materials on A's field: only those the action names (at most 5 Monster Zones, 3-2-1)
MONSTERS = {
    "a-junk": "{id: a-junk, name: Junk Synchron, level: 3, atk: 1300, def: 500, "
              "types: [Warrior, Tuner, Effect], attribute: DARK}",
    "a-tuner": "{id: a-tuner, name: Other Tuner, level: 3, atk: 100, def: 100, "
               "types: [Machine, Tuner, Effect], attribute: WIND}",
    "a-fabled": "{id: a-fabled, name: Fabled Tuner, level: 3, atk: 100, def: 100, "
                "types: [Fiend, Tuner, Effect], attribute: DARK, archetypes: [Fabled]}",
    "a-two": "{id: a-two, name: Two, level: 2, atk: 100, def: 100, attribute: EARTH}",
    "a-four": "{id: a-four, name: Wind Four, level: 4, atk: 100, def: 100, attribute: WIND}",
    "a-four2": "{id: a-four2, name: Earth Four, level: 4, atk: 100, def: 100, "
               "attribute: EARTH}",
    "a-seven": "{id: a-seven, name: Seven, level: 7, atk: 100, def: 100, attribute: EARTH}",
}


def run(card: str, materials: str) -> dict:
    monsters = ", ".join(MONSTERS[ref] for ref in materials.split(", "))
    return judged(BOARD.format(card=card, materials=materials, monsters=monsters))


@pytest.mark.parametrize(("card", "materials"), [
    ("a-junk-warrior", "a-junk, a-two"),  # "Junk Synchron" + a non-Tuner: 3 + 2 = 5
    ("a-tyrant", "a-junk, a-tuner, a-four"),  # two Tuners + a non-Tuner: 3 + 3 + 4 = 10
    ("a-bell", "a-tuner, a-four"),  # a Tuner + a WIND non-Tuner: 3 + 4 = 7
    ("a-leviathan", "a-fabled, a-seven"),  # a "Fabled" Tuner + a non-Tuner: 3 + 7 = 10
])
def test_materials_the_first_line_lists(printed, card, materials):
    result = run(card, materials)
    assert result["outcome"] == "completed"
    assert card in [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert "8-5-3" in result["rules_cited"]


@pytest.mark.parametrize(("card", "materials", "words"), [
    # another Tuner than "Junk Synchron", though the Levels add up
    ("a-junk-warrior", "a-tuner, a-two", "is not the Tuner the first line"),
    # one Tuner where the line asks for two (3 + 7 = 10)
    ("a-tyrant", "a-junk, a-seven", "asks for exactly 2 Tuners"),
    # an EARTH non-Tuner where the line asks for WIND ones
    ("a-bell", "a-tuner, a-four2", "asks of each non-Tuner (WIND)"),
    # a Tuner that is not "Fabled"
    ("a-leviathan", "a-junk, a-seven", "is not the Tuner the first line"),
])
def test_materials_the_first_line_refuses(printed, card, materials, words):
    result = run(card, materials)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["8-5-12", "8-5-3"]
    assert words in result["illegal"]["reason"]
