"""Levels raised by a card's Continuous Effect on other monsters (5-1-17), read from real cards'
English texts (read in place from ../shared/fixtures/yaml-yugi): the "F.A." Field Spells'
"Increase the Levels of all "F.A." monsters on the field by 2 during ..." (`level_boost`) and
the "Inzektor" monsters' "While this card is equipped to a monster, that monster's Level is
increased by 3" (`as_equip: {level}`); nothing guessed."""
from __future__ import annotations

from ygo_support import derived, english

CITY, OFF_ROAD, CIRCUIT = "01061200", "02144946", "39838559"
HOPPER, HORNET, LADYBUG, FIREFLY = "52601736", "69207766", "02461031", "66066482"


def test_each_field_spell_names_its_phases():
    for number, phases in ((CITY, ["main", "battle"]), (OFF_ROAD, ["main"]),
                           (CIRCUIT, ["battle"])):
        card = derived(number)
        assert card.encoding["level_boost"] == {"archetype": "F.A.", "by": 2, "phases": phases}
        assert card.automation == "partial"  # "If this face-up card ... is destroyed" unread
        assert any("is destroyed by a card effect" in note for note in card.notes)
        assert not any("Increase the Levels" in note for note in card.notes)
        assert "monsters on the field by 2 during the" in english(number)["text"]


def test_each_inzektor_gives_its_level_and_its_stats_when_printed():
    assert derived(HOPPER).encoding["as_equip"] == {"level": 4}
    for number, level in ((HORNET, 3), (LADYBUG, 2), (FIREFLY, 1)):
        card = derived(number)
        assert card.encoding["as_equip"] == {"level": level, "own_stats": True}, number
        assert not any("that monster's Level is increased" in note for note in card.notes)
        assert "equal to this card's ATK" in english(number)["text"]
