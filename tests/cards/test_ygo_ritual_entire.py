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
    assert "ritual_entire_field" not in found.encoding


@pytest.mark.parametrize(("number", "description", "field"), [
    ("38356857", {"attribute": "WATER"}, False),  # Gishki Grimness
    ("97462632", {"level": 8}, False),  # Griffoh
    ("87003671", {"archetype": "Nekroz"}, True),  # Emilia: "this card you control"
    ("51618973", {"archetype": "Nekroz"}, True),  # Avance
    ("18988396", {}, True),  # Miracle Raven: any Ritual Monster
])
def test_the_entire_tribute_wording_reads_the_same(number, description, field):
    found = derived(number)
    assert found.encoding["ritual_entire"] == description
    assert found.encoding.get("ritual_entire_field", False) is field
    assert not any("entire Tribute" in note for note in found.notes)


@pytest.mark.parametrize("text", [
    # a Type in brackets after "Ritual Monster" (Lo, the Prayers of the Voiceless Voice)
    "If you Ritual Summon exactly 1 LIGHT Ritual Monster (Warrior or Dragon) with a card effect "
    "that requires use of monsters, this card can be used as the entire Tribute.",
    # a kind before "Ritual Monster": no card prints it
    "If you Ritual Summon exactly 1 Effect Ritual Monster with a card effect that requires use "
    "of monsters, this card can be used as the entire requirement.",
    "If you Ritual Summon exactly 2 WATER Ritual Monsters with a card effect that requires use "
    "of monsters, this card can be used as the entire requirement.",
])
def test_other_wordings_are_not_read(text):
    assert ritual_entire.entire(text) is None
