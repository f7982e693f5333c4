"""non_effect_shapes.py: "a non-Effect Monster" in a target or a cost is the same words with
"monster" and `non_effect: true` (4-3-2); the words twice, or on no monster, are not read."""
from __future__ import annotations

from cards.ygo import shapes, target_shapes


def test_a_target_and_a_cost_carry_the_key():
    aimed = target_shapes.target("Target 1 face-up non-Effect Monster on the field")
    assert aimed is not None and aimed["target"]["non_effect"] is True
    assert aimed["target"]["zone"] == "field"
    paid = shapes.cost("Send 1 face-up non-Effect Monster you control to the GY")
    assert paid is not None and paid["cost_cards"]["non_effect"] is True


def test_the_words_twice_are_not_read():
    assert target_shapes.target("Target 1 non-Effect Monster in your GY and 1 non-Effect "
                                "Monster on the field") is None
