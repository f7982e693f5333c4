"""The Levels of every face-up monster of a kind raised or lowered at once (4-2-2), read from
real cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into a `level_all`
step: whose monsters, by how much, and the words that describe them."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import level_all_shapes


def effect(number: str) -> list:
    card = derived(number)
    assert card.automation == "full", card.notes
    return card.encoding["effects"][0]["effect"]


def test_described_monsters_of_its_player():
    # Jumbo Drill (Machine), Chronomaly Golden Jet (an archetype), Starfish (its own name)
    assert effect("42851643") == [{"level_all": {"player": "controller", "by": 1,
                                                 "type": "Machine"}}]
    assert effect("88552992") == [{"level_all": {"player": "controller", "by": 1,
                                                 "archetype": "Chronomaly"}}]
    assert effect("44717069") == [{"level_all": {"player": "controller", "by": 1,
                                                 "names": ["Starfish"]}}]


def test_lowered_and_the_opponents():
    assert level_all_shapes.read("You can reduce the Levels of all Level 4 Fish-Type monsters "
                                 "you currently control by 1.") == [
        {"level_all": {"player": "controller", "by": -1, "type": "Fish", "level": 4}}]
    assert level_all_shapes.read("Increase the Levels of all monsters your opponent controls "
                                 "by 5.") == [{"level_all": {"player": "opponent", "by": 5}}]


def test_words_not_read():
    for text in ("Reduce the Level of all face-up monsters you control by 1, until the End "
                 "Phase.",
                 "Increase the Levels of all \"Cipher\" monsters you control by 4 until the end "
                 "of this turn.",
                 "Reduce the Levels of all monsters in each player's hand by 1."):
        assert level_all_shapes.read(text) is None, text
