"""Ritual Summons read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi, facts only; ritual_shapes.py, fusion_ritual_shapes.py, 8-5-1):
the one-sentence "Ritual Summon 1 ... by Tributing ..." of a monster's effect, the places a
Ritual Monster comes from ("from your hand or GY"), Tributes of a kind, and the monster whose
effect it is among the Tributes ("including this card on your field")."""
from __future__ import annotations

import pytest
from ygo_support import derived, english

from cards.ygo import fusion_ritual_shapes, psct, ritual_shapes


def sentences(number: str) -> list[str]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    return [effect.text for effect in reading.effects]


@pytest.mark.parametrize("number", ["63056220", "36849933", "90444325"])
def test_megaliths_ritual_summon_tributing_themselves(number):
    # Megalith Ophiel, Och, Hagith: "... by Tributing monsters from your hand or field,
    # including this card on your field, whose total Levels equal or exceed ..."
    card = derived(number)
    assert (card.automation, card.notes) == ("full", [])
    steps = [entry["effect"] for entry in card.encoding["effects"]]
    assert [{"ritual_summon": {"with_self": True}}] in steps


def test_megalith_phul_ritual_summons_from_the_hand_or_deck():
    card = derived("78990927")
    entry = next(e for e in card.encoding["effects"] if "ritual_summon" in e["effect"][0])
    assert entry["effect"] == [{"ritual_summon": {"archetype": "Megalith",
                                                  "summon_from": ["hand", "deck"]}}]
    assert entry["type"] == "quick"


def test_megalith_phuloch_from_the_gy_except_its_own_name():
    action = next(text for text in sentences("08805651") if "Ritual Summon 1" in text)
    step = ritual_shapes.action(action.partition("; ")[2])
    assert step == [{"ritual_summon": {"archetype": "Megalith", "except": ["Megalith Phuloch"],
                                       "summon_from": ["graveyard"], "with_self": True}}]


def test_a_ritual_spell_from_the_hand_or_gy_with_tributes_of_a_kind():
    first, second = sentences("16494704")[:2]  # Odd-Eyes Advent
    assert fusion_ritual_shapes.ritual(first, second) == [{"ritual_summon": {
        "type": "Dragon", "summon_from": ["hand", "graveyard"],
        "material": {"type": "Pendulum"}}}]
    first, second = sentences("52472775")[:2]  # Prayers of the Voiceless Voice
    assert fusion_ritual_shapes.ritual(first, second) == [{"ritual_summon": {
        "attribute": "LIGHT", "material": {"attribute": "LIGHT"}}}]


@pytest.mark.parametrize("number", [
    "63679166",  # "from your hand, face-up Extra Deck, GY, or banishment"
])
def test_places_the_format_has_not_stay_unread(number):
    action = next(text for text in sentences(number) if text.startswith("Ritual Summon 1"))
    assert ritual_shapes.action(action) is None


@pytest.mark.parametrize("text", [
    "Ritual Summon 1 Machine Ritual Monster from your hand or GY, by Tributing Machine monsters "
    "from your hand or field whose total ATK equals or exceeds its ATK.",
    "Ritual Summon 1 LIGHT Ritual Monster (Warrior or Dragon) from your hand, by Tributing "
    "monsters from your hand or field whose total Levels equal or exceed its Level.",
])
def test_sentences_not_read(text):
    assert ritual_shapes.action(text) is None
