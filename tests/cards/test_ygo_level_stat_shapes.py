"""A monster's ATK that follows its own Level (5-1-16), read from real cards' English texts
(read in place from ../shared/fixtures/yaml-yugi) into `stat_changes` counting `own_level`."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import level_stat_shapes

PER_LEVEL = {"zone": "field", "what": "own_level"}


def test_the_fa_monsters_gain_300_for_each_level():
    # F.A. Dawn Dragster: "Gains ATK equal to its Level x 300."
    card = derived("33158448")
    assert {"atk": 300, "def": 0, "for_each": PER_LEVEL} in card.encoding["stat_changes"]


def test_this_card_gains():
    assert level_stat_shapes.sentence("This card gains ATK equal to its Level x 400.") == [
        {"atk": 400, "def": 0, "for_each": PER_LEVEL}]


def test_other_levels_are_not_read():
    for text in ("Gains ATK equal to its original Level x 300.",
                 "It gains ATK equal to that monster's Level x 100.",
                 "Gains DEF equal to its Level x 300."):
        assert level_stat_shapes.sentence(text) is None
