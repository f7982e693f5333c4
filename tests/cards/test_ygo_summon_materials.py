"""A Synchro or Xyz Monster's first line read into `summon_materials` (8-5-3, 8-5-4), and its
Summon's Trigger Effects, from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi); a first line that asks for more stays a note."""
from __future__ import annotations

import pytest
from ygo_support import derived, english

from cards.ygo import encoding, psct


def effects(number: str) -> list[dict]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    return encoding.encode_monster(reading)[0]["effects"]


def test_the_rules_own_synchro_materials_add_nothing():
    card = derived("68124775")  # Orient Dragon: "1 Tuner + 1 or more non-Tuner monsters"
    assert "summon_materials" not in card.encoding and card.automation == "full"
    assert card.encoding["effects"] == [{"type": "trigger", "event": "synchro_summoned",
                                         "optional": False, "target": {
                                             "what": "monster", "player": "opponent",
                                             "zone": "field", "type": "Synchro"},
                                         "effect": [{"banish": "chosen"}]}]


def test_exactly_one_non_tuner():
    card = derived("50091196")  # Formula Synchron: "1 Tuner + 1 non-Tuner monster"
    assert card.encoding["summon_materials"] == {"min": 1, "max": 1}
    assert card.encoding["effects"][0]["event"] == "synchro_summoned"
    assert card.encoding["effects"][0]["when"] is True


def test_xyz_materials_count_and_level():
    card = derived("34001672")  # Goblin Biker Big Gabonga: "2 Level 3 monsters"
    assert card.encoding["summon_materials"] == {"min": 2, "max": 2, "level": 3}
    assert card.encoding["effects"][0]["event"] == "xyz_summoned"


@pytest.mark.parametrize(("number", "wanted"), [
    ("73964868", {"attribute": "LIGHT"}),  # Constellar Pleiades: "2 Level 5 LIGHT monsters"
    ("42752141", {"type": "Dinosaur"}),  # Evolzar Dolkka: "2 Level 4 Dinosaur monsters"
    ("01828513", {"archetype": "Six Samurai"}),  # '2 Level 4 "Six Samurai" monsters'
])
def test_described_xyz_materials(number, wanted):
    line = english(number)["text"].splitlines()[0]
    card = derived(number)
    assert line not in card.notes
    found = card.encoding["summon_materials"]
    assert {k: found[k] for k in wanted} == wanted and found["min"] == found["max"]


def test_xyz_materials_or_more_with_a_maximum():
    # Number 86: Heroic Champion - Rhongomyniad: "2 or more (max. 5) Level 4 Warrior monsters"
    card = derived("63504681")
    assert card.encoding["summon_materials"] == {"min": 2, "max": 5, "level": 4,
                                                 "type": "Warrior"}


def test_an_xyz_line_with_more_than_a_description_stays_a_note():
    # "2 Level 4 Spellcaster monsters with different Attributes": not checked here
    card = derived("74689476")
    assert card.notes[0] == english("74689476")["text"].splitlines()[0]


def test_a_first_line_asking_for_more_is_a_note():
    card = derived("97489701")  # Red Nova Dragon: "2 Tuners + "Red Dragon Archfiend""
    assert card.notes[0] == english("97489701")["text"].splitlines()[0]
    assert "summon_materials" not in card.encoding


def test_sent_to_the_graveyard_as_synchro_material():
    assert effects("40048324") == [{  # Arcane Apprentice
        "type": "trigger", "event": "synchro_material", "from": "graveyard",
        "effect": [{"fetch": {"to": "hand", "what": "card",
                              "names": ["Assault Mode Activate"]}}]}]
