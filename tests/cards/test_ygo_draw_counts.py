"""Cards drawn "for each" card counted (5-3-20), read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi) into a `draw` step's `for_each` or `for_each_done`, in
the words `damage` and `gain_lp` take: facts only."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import scaling_shapes, tally_shapes

GAMMAJIN, MEMORIES = "94292987", "84731222"


def test_draw_cards_equal_to_the_number_of_monsters_you_control():
    card = derived(GAMMAJIN)  # Fabled Gammajin: then discard 1 card
    assert card.automation == "full", card.notes
    [draw, then] = card.encoding["effects"][1]["effect"]
    assert draw == {"draw": {"amount": 1, "for_each": {
        "zone": "field", "player": "controller", "what": "monster", "archetype": "Fabled",
        "type": "Synchro"}}}
    assert then == {"then": [{"discard": 1}]}


def test_a_count_of_names_draws_one_for_each_name():
    card = derived(MEMORIES)  # Memories of Hope
    assert card.automation == "full", card.notes
    assert card.encoding["effect"][0]["draw"]["for_each"]["different_names"] is True


def test_draw_one_for_each_card_the_part_before_destroyed():
    assert scaling_shapes.read("draw 1 card for each monster destroyed.") == [{"draw": {
        "amount": 1, "for_each_done": {"did": "destroyed", "what": "monster"}}}]


def test_what_the_count_does_not_say_is_not_read():
    # two plural nouns: which one is counted is not said by the words alone
    assert tally_shapes.draws("Draw cards equal to the number of monsters and cards you "
                              "control.") is None
    assert tally_shapes.draws("Draw cards equal to the number of cards you control.") is None
