"""A monster's sentence that lets it be banished from the GY as one of a Ritual Summon's
Tributes (8-5-19), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into `ritual_graveyard`."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import ritual_graveyard


@pytest.mark.parametrize(("number", "description", "automation"), [
    ("29904964", {"archetype": "Black Luster Soldier"}, "full"),  # Arisen Gaia the Fierce Knight
    ("34358408", {}, "partial"),  # Djinn Presider of Rituals: its draw stays unread
    ("04141820", {}, "partial"),  # Djinn Prognosticator of Rituals: "from your GY"
])
def test_the_sentence_reads_and_leaves_no_note(number, description, automation):
    found = derived(number)
    assert found.encoding["ritual_graveyard"] == description
    assert not any("1 of the monsters required" in note for note in found.notes)
    assert found.automation == automation


@pytest.mark.parametrize("text", [
    "When you Ritual Summon a monster, you can banish this card from your hand as 1 of the "
    "monsters required for the Ritual Summon.",
    "When you Fusion Summon a monster, you can banish this card from your GY as 1 of the "
    "monsters required for the Ritual Summon.",
])
def test_other_sentences_are_not_read(text):
    assert ritual_graveyard.graveyard(text) is None
