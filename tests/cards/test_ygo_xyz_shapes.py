"""A monster's own words against its use as Synchro or Xyz Material (8-5-9), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi, facts only); a sentence
that says more stays a note."""
from __future__ import annotations

import pytest
from ygo_support import english

from cards.ygo import xyz_shapes


def sentence(number: str, start: str) -> str:
    text = english(number)["text"]
    found = next(s for s in text.replace("\n", " ").split(". ") if s.startswith(start))
    return found if found.endswith(".") else found + "."


@pytest.mark.parametrize(("number", "fields"), [
    ("01357146", {"no_synchro_material": True}),  # Ronintoadin
    ("21159309", {"no_synchro_material": True,  # Majestic Dragon
                  "material_except": {"archetype": "Majestic"}}),
    ("32465539", {"no_xyz_material": True,  # Digital Bug Cocoondenser
                  "material_except": {"type": "Insect"}}),
    ("16366810", {"no_fusion_material": True, "no_synchro_material": True,  # Yellow Duston
                  "no_xyz_material": True}),
    ("00734741", {"no_synchro_material": True,  # Rubic: "a "Burning Abyss" Synchro Monster"
                  "material_except": {"archetype": "Burning Abyss", "type": "Synchro"}}),
])
def test_material_bars(number, fields):
    assert xyz_shapes.read(sentence(number, "Cannot be used as")) == fields


def test_a_bar_for_one_turn_only_stays_a_note():
    # Dragon Gate: "... as material for an Xyz Summon the turn it was Xyz Summoned"
    assert xyz_shapes.read(sentence("09567495", "Cannot be used as")) is None
