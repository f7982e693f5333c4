"""Fusion Monsters Special Summoned by "the above cards" rather than Fusion Summoned (their own
procedure, 8-4-8), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi, facts only; contact_shapes.py)."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import contact_shapes


@pytest.mark.parametrize("number,do,places,first", [
    ("73285669", "shuffle", None, True),  # Gladiator Beast Essedarii
    ("43378048", "banish", None, True),  # Armityle the Chaos Phantasm, with the reminder
    ("80532587", "send", None, False),  # Elder Entity N'tss: "Must be"
    ("01561110", "banish", ["field", "graveyard"], True),  # ABC-Dragon Buster
    ("11502550", "shuffle", None, False),  # Elemental HERO Air Neos: "can only be ..."
])
def test_contact_procedures(number, do, places, first):
    card = derived(number)
    assert card.encoding["fusion_materials"]
    materials = {"do": do, **({"from": places} if places else {})}
    assert card.encoding["summon_procedures"] == [{"from": ["extra_deck"],
                                                   "materials": materials}]
    if first:
        assert card.encoding["summon_first"] is True
    else:
        assert card.encoding["special_summon_only"] == {"procedure": "own"}
    assert not any("above cards" in note or "Polymerization" in note for note in card.notes)


@pytest.mark.parametrize("number", ["73285669", "43378048", "80532587", "02111707"])
def test_cards_read_in_full(number):
    assert derived(number).automation == "full"


def test_from_either_field_stays_a_note():
    card = derived("12686296")  # Arcana Force EX - The Chaos Ruler
    assert "summon_procedures" not in card.encoding
    assert any("either field" in note for note in card.notes)


@pytest.mark.parametrize("text", [
    "Must first be Special Summoned (from your face-down Extra Deck) by Tributing the above "
    "cards.",
    "Must first be Special Summoned (from your Extra Deck) by shuffling the above cards you "
    "control to the GY.",
])
def test_sentences_not_read(text):
    assert contact_shapes.procedure(text) is None
