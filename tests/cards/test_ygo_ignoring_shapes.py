"""ignoring_shapes.py: "..., ignoring its Summoning conditions" marks the one Special Summon of
its sentence (8-4-14); a sentence with no Summon, or two, is not read."""
from __future__ import annotations

from cards.ygo import ignoring_shapes, shapes


def test_the_words_go_on_the_one_summoning_step():
    [step] = shapes.action('Special Summon 1 "Ancient Gear" monster from your Deck, ignoring '
                           'its Summoning conditions.', {})
    assert step["fetch"]["to"] == "field" and step["fetch"]["ignoring"] is True


def test_a_sentence_without_a_summon_or_with_two_is_not_read():
    def reader(steps):
        return lambda bare: steps

    hand = [{"fetch": {"to": "hand", "what": "monster"}}]
    assert ignoring_shapes.read("Add it, ignoring its Summoning conditions.", reader(hand)) \
        is None
    two = [{"special_summon": {"card": "chosen"}},
           {"then": [{"fetch": {"to": "field", "what": "monster"}}]}]
    assert ignoring_shapes.read("X, ignoring its Summoning conditions.", reader(two)) is None
    assert ignoring_shapes.read("Draw 1 card.", reader(hand)) is None  # not its words
