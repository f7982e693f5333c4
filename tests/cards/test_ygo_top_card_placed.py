"""The top card of a Deck looked at, then placed on the top or the bottom (5-3-35), read on
real cards (their English text read in place from ../shared/fixtures/yaml-yugi) into the
scenario format's `top_card_placed` step, and near wordings that are not this."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

from cards.ygo import shapes, top_card_shapes  # noqa: E402

CHICK, BLIZZARD, STARVING = "61587183", "96565487", "29424328"


def test_chick_the_yellow_reads_in_full_with_its_two_options():
    card = derived(CHICK)
    assert card.automation == "full" and card.notes == []
    [effect] = card.encoding["effects"]
    assert effect["event"] == "inflicted_battle_damage"
    assert effect["options"][1] == {"effect": [{"top_card_placed": {"player": "opponent"}}]}


def test_blizzard_warrior_reads_in_full():
    card = derived(BLIZZARD)
    assert card.automation == "full" and card.notes == []
    [effect] = card.encoding["effects"]
    assert effect["event"] == "destroyed_a_monster" and effect["optional"] is False
    assert effect["effect"] == [{"top_card_placed": {"player": "opponent"}}]


def test_a_card_whose_condition_stays_unread_keeps_that_sentence():
    card = derived(STARVING)  # its Draw Phase timing "before their normal draw" is not read
    assert card.automation == "partial"
    assert any("top or bottom of their Deck" in note for note in card.notes)


def test_the_wordings_and_whose_deck():
    read = top_card_shapes.read
    assert read("Look at the top card of your Deck, then place it on the top or bottom of "
                "your Deck.") == [{"top_card_placed": {"player": "controller"}}]
    assert read("Look at the top card of your opponent's Deck and place it on either the top "
                "or the bottom of their Deck.") == [{"top_card_placed": {"player": "opponent"}}]
    assert shapes.action("Look at the top card of their Deck, then place it on the top or "
                         "bottom of the Deck.", {}) == [{"top_card_placed": {"player":
                                                                             "opponent"}}]


def test_near_wordings_are_not_read():
    read = top_card_shapes.read
    assert read("Look at the top card of your Deck, then place it on the top or bottom of "
                "their Deck.") is None  # another Deck than the one looked at
    assert read("Look at the top card of your Deck, then place it on the bottom of your "
                "Deck.") is None
    assert read("Look at the top 3 cards of your Deck, then place them on the top or bottom "
                "of the Deck in any order.") is None
