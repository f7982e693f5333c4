"""Counters placed on each face-up monster, or on each card of a name (4-8-1), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi): Cloudian Squall's Fog
Counters, Eternal Dread's and Destiny HERO - Dread Servant's Clock Counters, the String and
A-Counters of monsters whose other sentences stay notes."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import counter_shapes

SQUALL, DREAD, SERVANT = "90135989", "35787450", "36625827"
DARK_STRINGS, ALIEN_OVERLORD = "69170557", "63253763"


def test_each_card_of_a_name():
    assert counter_shapes.read(english(DREAD)["text"]) == [{"place_counters_each": {
        "count": 2, "name": "Clock Counter", "named": "Clock Tower Prison"}}]
    assert derived(SERVANT).automation == "full"


def test_each_face_up_monster_whoever_controls_it():
    reading = derived(SQUALL)
    assert reading.automation == "full"
    [effect] = reading.encoding["effects"]
    assert effect["event"] == "your_standby_phase"
    assert effect["effect"][0]["place_counters_each"]["player"] == "any"


def test_each_face_up_monster_the_opponent_controls():
    for number, name in ((DARK_STRINGS, "String Counter"), (ALIEN_OVERLORD, "A-Counter")):
        [effect] = derived(number).encoding["effects"]
        assert effect["effect"] == [{"place_counters_each": {
            "count": 1, "name": name, "player": "opponent", "on": "monsters"}}], number


def test_other_wordings_are_not_read():
    for text in ('Place 1 Venom Counter on each face-up monster, except "Venom" monsters.',
                 "Place 1 String Counter on each face-up monster on the field, except this "
                 "card."):
        assert counter_shapes.read(text) is None, text
