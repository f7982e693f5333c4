""""For each" counts over two places at once, and counts of names (5-3-28), read from real
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


def test_and_for_each_is_one_count_over_both_places():
    card = derived("27053506")  # Secret Barrel
    assert card.automation == "full", card.notes
    assert card.encoding["effect"] == [{"damage": {"player": "opponent", "amount": 200,
                                                   "for_each": {"zone": ["hand", "field"],
                                                                "player": "opponent",
                                                                "what": "card"}}}]


def test_equal_to_the_number_times_n_is_n_for_each():
    card = derived("54514594")  # Volcanic Hammerer
    assert card.automation == "full", card.notes
    assert card.encoding["effects"][0]["effect"] == [{"damage": {
        "player": "opponent", "amount": 200, "for_each": {
            "zone": "graveyard", "player": "controller", "what": "monster",
            "archetype": "Volcanic"}}}]
    assert tally_shapes.per_number("Inflict damage to your opponent equal to the number of "
                                   "face-up Continuous Spell Cards on the field x 300.") == (
        "Inflict 300 damage to your opponent for each Continuous Spell on the field.")
    # two plural nouns: which is counted is not said
    assert tally_shapes.per_number("Gain LP equal to the number of monsters and cards in "
                                   "your GY x 100.") is None


def test_a_continuous_effect_counts_cards_on_its_own_side():
    # Ghostrick Dullahan: the card counts itself, being one of them (5-1-1)
    assert counted("46895036") == {"atk": 200, "def": 0, "for_each": {
        "zone": "field", "player": "controller", "what": "card", "archetype": "Ghostrick"}}
    # a resolving Spell's or Trap's own card would count too: not read there (5-3-20)
    assert tally_shapes.read("Inflict 300 damage to your opponent for each card on the "
                             "field.") is None


def test_set_cards_are_counted_face_down_only():
    card = derived("72913666")  # Ghostrick Warwolf
    assert card.automation == "full", card.notes
    [flip] = [effect for effect in card.encoding["effects"] if effect.get("event") == "flipped"]
    assert flip["effect"] == [{"damage": {"player": "opponent", "amount": 100, "for_each": {
        "zone": "field", "player": "any", "what": "card", "face_down": True}}}]
    assert continuous_shapes.sentence("This card gains 300 ATK for each face-down Spell and "
                                      "Trap Card on the field.") == [{
        "atk": 300, "def": 0, "for_each": {"zone": "field", "player": "any",
                                           "what": "spell_trap", "face_down": True}}]
