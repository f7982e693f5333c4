"""Every monster of a kind changed at once to one battle position (9-2-12), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into a `position_all`
step: whose monsters, the position they take, and what they are now (a position, a face or
the words that describe them)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import position_all_shapes


def steps(number: str, key: str = "effect") -> list:
    card = derived(number)
    assert card.automation == "full", card.notes
    return card.encoding[key]


def test_spells_and_traps_of_both_fields():
    # Earthquake, No Entry!!, Legendary Wind-Up Key
    assert steps("82828051") == [{"position_all": {"player": "both", "to": "defense",
                                                   "face": "up"}}]
    assert steps("60306104") == [{"position_all": {"player": "both", "to": "defense",
                                                   "position": "attack"}}]
    assert steps("69320362") == [{"position_all": {"player": "controller", "to": "set",
                                                   "face": "up", "archetype": "Wind-Up"}}]


def test_monster_effects():
    # Constellar Hyades (detach 1), Worm Falco (FLIP, "except this card")
    hyades = steps("47579719", "effects")[0]
    assert hyades["detach"] == 1
    assert hyades["effect"] == [{"position_all": {"player": "opponent",
                                                  "to": "face_up_defense"}}]
    assert steps("58760121", "flip") == [{"position_all": {
        "player": "controller", "to": "set", "face": "up", "archetype": "Worm",
        "type": "Reptile", "other": True}}]


def test_level_bounds_and_face_down_monsters():
    assert position_all_shapes.read("Change all face-up Level 4 or lower monsters to Attack "
                                    "Position.") == [
        {"position_all": {"player": "both", "to": "attack", "face": "up", "level_max": 4}}]
    assert position_all_shapes.read("You can change all face-down Defense Position monsters "
                                    "you control to face-up Attack Position.") == [
        {"position_all": {"player": "controller", "to": "attack", "face": "down"}}]


def test_as_many_as_possible_and_currently():
    # Chaos Infinity: the Summon after "then" done when any monster was changed (5-2-7)
    infinity = steps("04081825")
    assert infinity[0] == {"position_all": {"player": "both", "to": "attack",
                                            "position": "defense"}}
    assert infinity[1]["then"][0]["fetch"]["archetype"] == "Meklord"
    assert position_all_shapes.read("Change as many monsters on the field as possible to "
                                    "face-down Defense Position.") == [
        {"position_all": {"player": "both", "to": "set"}}]
    assert position_all_shapes.read("change all monsters your opponent currently controls to "
                                    "face-up Attack Position.") == [
        {"position_all": {"player": "opponent", "to": "attack"}}]


def test_words_not_read():
    for text in ("Change all face-up Dragon-Type monsters on the field to Defense Position, "
                 "also they cannot change their battle positions.",
                 "Change as many monsters on the field to Defense Position.",
                 "Change all other Special Summoned monsters on the field to face-down "
                 "Defense Position.",
                 "Change all face-down Defense Position Level 4 monsters to Attack Position."):
        assert position_all_shapes.read(text) is None, text
