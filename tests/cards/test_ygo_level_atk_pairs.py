"""One action raising a monster's Level and ATK at once (4-2-2, 4-2-5), read from real cards'
English texts (read in place from ../shared/fixtures/yaml-yugi) into a `level` step and an
`atk` step on the same card."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import level_atk_pairs


@pytest.mark.parametrize(("number", "card", "level", "atk"), [
    ("12076263", "self", 2, 600),  # Wind-Up Dog
    ("12299841", "self", 1, 400),  # Wind-Up Soldier
    ("53540729", "chosen", 1, 600),  # Wind-Up Warrior: on its target
])
def test_the_wind_ups_read_and_are_full(number, card, level, atk):
    found = derived(number)
    assert found.automation == "full", found.notes
    [effect] = found.encoding["effects"]
    assert effect["effect"] == [
        {"level": {"card": card, "by": level, "until": "end_phase"}},
        {"atk": {"target": card, "amount": atk, "until": "end_phase"}}]
    assert effect["once_per_turn"] == "face_up"  # the rider after it (5-2-18)


def test_without_a_time_the_atk_lasts():
    assert level_atk_pairs.read("You can increase this card's Level by 1 and ATK by 500.", {}) \
        is None  # "You can" is the activation's, not the action's
    assert level_atk_pairs.read("increase this card's Level by 1 and ATK by 500.", {}) == [
        {"level": {"card": "self", "by": 1}},
        {"atk": {"target": "self", "amount": 500, "lasting": True}}]


@pytest.mark.parametrize(("text", "aimed"), [
    ("increase its Level by 1 and its ATK by 600, until the End Phase.", {}),  # no target
    ("increase this card's Level by 1 and DEF by 600, until the End Phase.", {}),
    ("increase this card's Level by 1 and ATK by 600, until the end of the next turn.", {}),
])
def test_other_sentences_are_not_read(text, aimed):
    assert level_atk_pairs.read(text, aimed) is None
