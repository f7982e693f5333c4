"""Effects that return their target to the Deck, read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi) into the `to_deck` step (5-3-14)."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct


def spell_or_trap(number: str) -> dict | None:
    card = english(number)
    breakdown = psct.read(card["text"], card["kind"], card["card_property"],
                          card["monster_types"])
    return encoding.encode(card["kind"], card["card_property"], breakdown)


def test_shuffled_into_the_deck():
    # Foolish Return: "Target 1 card in your opponent's GY; shuffle it into the Deck."
    assert spell_or_trap("88369727") == {
        "target": {"what": "card", "player": "opponent", "zone": "graveyard"},
        "effect": [{"to_deck": {"card": "chosen", "where": "shuffle"}}]}


def test_placed_on_top_of_the_deck():
    # Back to Square One: "... target 1 monster on the field; place that target on the top
    # of the Deck."
    assert spell_or_trap("47453433")["effect"] == [
        {"to_deck": {"card": "chosen", "where": "top"}}]


def test_sent_to_the_graveyard():
    # Bujin Regalia - The Sword: "● Target 1 of your banished "Bujin" monsters; send that
    # target to the Graveyard."
    options = spell_or_trap("30338466")["options"]
    assert options[1]["effect"] == [{"to_graveyard": "chosen"}]
