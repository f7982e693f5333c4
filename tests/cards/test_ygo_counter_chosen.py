"""Counters placed on one monster chosen as the effect resolves (5-3-22, 4-8-1), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi): Corruption Cell "A"'s
A-Counter (a name with a hyphen), the Venom monsters' Venom Counters in their older "Once per
turn, you can ..." wording; only a face-up monster can hold one, "face-up" printed or not."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import counter_shapes

CELL, SERPENT, BOA, SNAKE = "02561846", "36278828", "09284723", "73899015"


def test_an_a_counter_on_the_opponents_face_up_monster():
    assert counter_shapes.read(english(CELL)["text"]) == [{"choose": {
        "do": "place_counters", "player": "opponent", "what": "monsters", "face": "up",
        "counters": {"count": 1, "name": "A-Counter"}}}]


def test_the_venom_monsters_read_whole():
    for number, count in ((SERPENT, 1), (BOA, 2), (SNAKE, 1)):
        reading = derived(number)
        assert reading.automation == "full", number
        [effect] = reading.encoding["effects"]
        [step] = effect["effect"]
        assert step["choose"]["counters"] == {"count": count, "name": "Venom Counter"}
        assert step["choose"]["face"] == "up"  # not printed: counters need it (4-8-1)


def test_other_wordings_are_not_read():
    for text in ("Place 1 A-Counter on 1 face-up card your opponent controls.",
                 "Place 1 A-Counter on 1 face-up monster in your opponent's GY.",
                 "Place 1 counter on 1 monster your opponent controls."):
        assert counter_shapes.read(text) is None, text
