"""A monster's sentence that lets it be the entire requirement of a Ritual Summon (8-5-18),
read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into
`ritual_entire`."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import ritual_entire


@pytest.mark.parametrize(("number", "description", "automation"), [
    ("29888389", {"attribute": "WATER"}, "full"),  # Gishki Shadow
    ("47106439", {"attribute": "WATER"}, "full"),  # Gishki Vision
    ("34334692", {"attribute": "DARK"}, "full"),  # Ritual Raven
    ("90307777", {"archetype": "Nekroz"}, "partial"),  # Shurit: a Tributed trigger stays
])
def test_the_sentence_reads_and_leaves_no_note(number, description, automation):
    found = derived(number)
    assert found.encoding["ritual_entire"] == description
    assert not any("entire requirement" in note for note in found.notes)
    assert found.automation == automation


@pytest.mark.parametrize("text", [
    # "this card you control ... the entire Tribute": not this wording
    "If you Ritual Summon exactly 1 Ritual Monster with a card effect that requires use of "
    "monsters, this card you control can be used as the entire Tribute.",
    # a kind before "Ritual Monster": no card prints it
    "If you Ritual Summon exactly 1 Effect Ritual Monster with a card effect that requires use "
    "of monsters, this card can be used as the entire requirement.",
    "If you Ritual Summon exactly 2 WATER Ritual Monsters with a card effect that requires use "
    "of monsters, this card can be used as the entire requirement.",
])
def test_other_wordings_are_not_read(text):
    assert ritual_entire.entire(text) is None
