"""Fusion Summons read second round (fusion_ritual_shapes.py, 8-5-2): materials "from your
hand and/or field", "from your hand, Deck, or field", and banished "from your hand or field";
texts read in place from ../shared/fixtures/yaml-yugi."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import fusion_ritual_shapes

CYBER_PHAROS, MYUTANT_FUSION, DINOMORPHIA_DOMAIN = "29719112", "42577802", "26631975"


def test_hand_and_or_field_is_the_default_places():
    card = derived(CYBER_PHAROS)
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["effects"][0]["effect"] == [{"fusion_summon": {"type": "Machine"}}]


def test_banishing_the_materials_from_the_hand_or_field():
    card = derived(MYUTANT_FUSION)  # its second sentence (Deck and GY materials) is not read
    assert card.automation == "none" and len(card.notes) == 2
    assert fusion_ritual_shapes.fusion(card.notes[0]) == [{"fusion_summon": {
        "banish": True, "from": ["hand", "field"], "archetype": "Myutant"}}]


def test_materials_from_the_deck_too():
    card = derived(DINOMORPHIA_DOMAIN)  # its activation's "Pay half your LP" is not read
    action = card.notes[0].split("; ", 1)[1]
    assert fusion_ritual_shapes.fusion(action) == [{"fusion_summon": {
        "from": ["hand", "field", "deck"], "archetype": "Dinomorphia"}}]
