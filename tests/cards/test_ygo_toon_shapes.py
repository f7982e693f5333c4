"""A monster's own text on when it may attack, read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi): "Cannot attack the turn it is Summoned."
(`no_attack_summoned_turn`, 12-3-15) and "While you control "Toon World" and your opponent
controls no Toon monsters, this card can attack your opponent directly." (`direct_attack_if`,
12-3-10)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import toon_shapes

TOON_DIRECT = {"control": {"names": ["Toon World"]}, "opponent_none": {"type": "Toon"}}


def test_a_toon_that_waits_a_turn_and_attacks_directly():
    card = derived("83629030")  # Toon Cyber Dragon
    assert card.automation == "full", card.notes
    assert card.encoding["no_attack_summoned_turn"] == "summoned"
    assert card.encoding["direct_attack_if"] == TOON_DIRECT


def test_the_other_wordings():
    assert toon_shapes.no_attack_turn("Cannot attack the turn it is Special Summoned.") == {
        "no_attack_summoned_turn": "special"}
    assert toon_shapes.no_attack_turn("This card cannot attack the turn it is Normal "
                                      "Summoned.") == {"no_attack_summoned_turn": "normal"}
    assert toon_shapes.no_attack_turn("This card cannot attack in the same turn it is Normal "
                                      "Summoned, Flip Summoned, or Special Summoned.") == {
        "no_attack_summoned_turn": "summoned"}
    assert toon_shapes.direct_if("If you have no cards in your hand, this card can attack "
                                 "your opponent directly.") == {
        "direct_attack_if": {"hand_empty": True}}


def test_a_state_not_read_leaves_the_sentence_unread():
    assert toon_shapes.direct_if("If all monsters your opponent controls are in Defense "
                                 "Position, this card can attack your opponent directly.") is None


def test_destroyed_along_with_toon_world():
    card = derived("16392422")  # Toon Masked Sorcerer
    assert card.encoding["destroyed_with"] == "Toon World"
    assert card.encoding["no_attack_summoned_turn"] == "summoned"
    assert not any("Toon World" in note for note in card.notes)
