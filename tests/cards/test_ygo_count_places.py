""""For each" counts over two places at once, and counts of names (5-3-27), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi): facts only."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import continuous_shapes, tally_shapes

BUSTER, TOON_BUSTER, PALADIN, ADVENT = "78193831", "61190918", "98502113", "23099524"
SHIRE, GRAGONITH = "02420921", "21785144"


def counted(number: str) -> dict:
    """The card's one "for each" change; the card is read in full."""
    reading = derived(number)
    assert reading.automation == "full", (number, reading.notes)
    changes = [change for change in reading.encoding["stat_changes"] if "for_each" in change]
    assert len(changes) == 1, number
    return changes[0]


def test_the_opponents_field_and_graveyard_are_one_count():
    for number in (BUSTER, TOON_BUSTER):
        assert counted(number) == {"atk": 500, "def": 0, "for_each": {
            "zone": ["field", "graveyard"], "player": "opponent", "what": "monster",
            "type": "Dragon"}}


def test_the_field_and_both_graveyards_are_one_count():
    assert counted(PALADIN)["for_each"] == {"zone": ["field", "graveyard"], "player": "any",
                                            "what": "monster", "type": "Dragon"}
    assert counted(ADVENT)["for_each"] == {"zone": ["field", "graveyard"], "player": "any",
                                           "what": "trap", "property": "continuous"}


def test_a_different_name_counts_names():
    assert counted(SHIRE) == {"atk": 300, "def": 0, "for_each": {
        "zone": "graveyard", "player": "controller", "what": "monster",
        "archetype": "Lightsworn", "different_names": True}}
    assert counted(GRAGONITH)["def"] == 300
    assert counted(GRAGONITH)["for_each"]["different_names"] is True


def test_the_same_words_count_for_life_points():
    assert tally_shapes.read('Gain 1000 LP for each "Aroma" monster you control with a '
                             'different name.') == [{"gain_lp": {
                                 "player": "controller", "amount": 1000, "for_each": {
                                     "zone": "field", "player": "controller",
                                     "what": "monster", "archetype": "Aroma",
                                     "different_names": True}}}]


def test_what_is_not_this_shape_is_not_read():
    # two different kinds in the two places, a name said twice, two places of two players
    for text in ("Gains 500 ATK for each Dragon monster your opponent controls or is in their "
                 "hand.",
                 'Gains 300 ATK for each "X" monster with a different name with different '
                 "names in your GY.",
                 "Gains 300 ATK for each card on the field and in your GY."):
        assert continuous_shapes.sentence(text) is None, text
