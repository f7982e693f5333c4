"""A monster allowed to attack directly this turn by an effect that resolves (12-3-10), read
from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into a
`direct_attack_turn` step on the target or on the monster itself."""
from __future__ import annotations

from ygo_support import derived, printed

from cards.ygo import direct_turn_shapes, monster_shapes

ON_FIELD = {"what": "monster", "zone": "field", "player": "controller"}


def test_the_targeted_monster():
    # Overpowering Eye: a described Zombie of its player's, then the step on it
    card = printed("60577362")
    assert card["target"]["type"] == "Zombie" and card["target"]["atk_max"] == 2000
    assert card["effect"] == [{"direct_attack_turn": {"card": "chosen"}}]


def test_the_monster_itself():
    # Phantasos, the Dream Mirror Foe: its first effect, on itself
    card = derived("99792080")
    assert card.automation == "full"
    assert card.encoding["effects"][0]["effect"] == [{"direct_attack_turn": {"card": "self"}}]
    assert monster_shapes._steps("This card can attack your opponent directly this turn.", {},
                                 {"type": "ignition"}) == [
        {"direct_attack_turn": {"card": "self"}}]


def test_only_a_monster_on_the_field_is_given_it():
    assert direct_turn_shapes.on_target("It can attack directly this turn.", ON_FIELD) == [
        {"direct_attack_turn": {"card": "chosen"}}]
    assert direct_turn_shapes.on_target("It can attack directly this turn.",
                                        {**ON_FIELD, "zone": "graveyard"}) is None
    assert direct_turn_shapes.on_target("It can attack directly.", ON_FIELD) is None
