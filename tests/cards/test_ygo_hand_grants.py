"""A card's sentence letting its controller activate cards of an archetype from the hand
(10-3-5), read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)
into `hand_activation`."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import hand_grants

MUSKETEERS = ("32841045", "05230799", "31629407", "68024506", "68246154", "94418111",
              "30907810", "03287359", "71791814")  # Caspar, Kidbrave, Starfire, Calamity, ...


@pytest.mark.parametrize("number", MUSKETEERS)
def test_every_musketeer_reads_the_sentence_and_keeps_no_note_of_it(number):
    found = derived(number)
    assert found.encoding["hand_activation"] == {"archetype": "Magical Musket",
                                                 "kinds": ["spell", "trap"]}
    assert not any("Spell/Trap Cards from your hand" in note for note in found.notes)


@pytest.mark.parametrize(("number", "archetype", "kinds"), [
    ("37649320", "Paleozoic", ["trap"]),  # Paleozoic Opabinia, an Xyz Monster
    ("92107604", "Runick", ["spell"]),  # Runick Fountain, a Field Spell
])
def test_the_other_archetypes_wordings(number, archetype, kinds):
    found = derived(number)
    assert found.encoding["hand_activation"] == {"archetype": archetype, "kinds": kinds}


def test_the_hole_traps_stay_a_note():
    # the card list's archetypes do not say which Traps are "Hole" Normal Traps
    assert any('"Hole" Normal Trap Cards' in note for note in derived("55428242").notes)


@pytest.mark.parametrize("text", [
    'You can activate "Magical Musket" Spell/Trap Cards from your hand.',  # no turn said
    'During either player\'s turn, you can activate "Paleozoic" Trap Cards from your hand.',
    'You can activate "Runick" Quick-Play Spell Cards from your hand.',  # nothing it opens
    'During your opponent\'s turn, you can activate 1 Quick-Play Spell Card from your hand.',
])
def test_other_wordings_are_not_read(text):
    assert hand_grants.grant(text) is None
