"""The sentences that put a card from its player's Deck on top of it (deck_top_shapes.py,
5-3-14), and what is left unread."""
from __future__ import annotations

from cards.ygo import deck_top_shapes, modal_shapes


def test_placing_a_described_card_on_top():
    assert deck_top_shapes.read('Place 1 "Alpha" monster from your Deck on top of your Deck.') \
        == [{"fetch": {"to": "deck_top", "what": "monster", "archetype": "Alpha"}}]
    assert deck_top_shapes.read("Choose 1 Level 4 or lower Warrior monster from your Deck, "
                                'except "Beta", and place it on top of your Deck.') \
        == [{"fetch": {"to": "deck_top", "what": "monster", "type": "Warrior",
                       "level_max": 4, "except": ["Beta"]}}]
    assert deck_top_shapes.read("You can take 1 Spell from your Deck and place it on top of "
                                "your Deck.") \
        == [{"fetch": {"to": "deck_top", "what": "spell", "optional": True}}]


def test_other_places_are_not_read():
    for text in ("Place 1 monster from your GY on top of your Deck.",
                 "Place 1 monster from your hand on top of your Deck.",
                 "Place 1 monster from your Deck on the bottom of your Deck.",
                 "Your opponent selects 1 Spell from your Deck and places it on top of your "
                 "Deck."):
        assert deck_top_shapes.read(text) is None, text


def test_an_options_older_condition_is_its_if():
    [first, second] = modal_shapes.options(
        ["Draw 1 card.", "Activate only if your opponent controls a face-up Fiend monster. "
                         "Draw 2 cards."])
    assert first == {"effect": [{"draw": 1}]}
    assert second == {"if": {"opponent_control": {"type": "Fiend"}}, "effect": [{"draw": 2}]}
    assert modal_shapes.options(["Draw 1 card.", "Activate only if it is raining. Draw 2 "
                                                 "cards."]) is None


def test_an_options_action_after_its_target_is_read_as_printed():
    [first, second] = modal_shapes.options(
        ["Target 1 face-up monster on the field; that target gains 300 ATK.", "Draw 1 card."])
    assert first["effect"] == [{"atk": {"target": "chosen", "amount": 300, "lasting": True}}]
    assert second == {"effect": [{"draw": 1}]}
