"""One card taken from its player's Deck that the player either adds to the hand or Special
Summons (or sends to the GY), chosen as the effect resolves (5-3-13), read from real cards'
English texts (read in place from ../shared/fixtures/yaml-yugi) into a `fetch` with `or_to`."""
from __future__ import annotations

from ygo_support import derived, printed

from cards.ygo import fetch_choice_shapes


def test_either_added_or_sent_to_the_gy():
    # Mayakashi Return
    assert printed("02364438")["effect"] == [{"fetch": {
        "to": "hand", "or_to": "graveyard", "what": "card", "archetype": "Mayakashi",
        "except": ["Mayakashi Return"]}}]


def test_either_added_or_special_summoned():
    # G Golem Pebble Dog: the choice worded first, in a monster's Trigger Effect
    card = derived("25273572")
    assert card.automation == "full"
    assert card.encoding["effects"][0]["effect"][0] == {"fetch": {
        "to": "hand", "or_to": "field", "what": "card", "names": ["G Golem Pebble Dog"]}}
    # Whitefish Salvage: "Take 1 Fish monster from your Deck, and either ..."
    assert "'or_to': 'field', 'what': 'monster', 'type': 'Fish'" in str(
        derived("63509474").encoding)


def test_words_not_read():
    for text in ("Take 1 Fish monster from your hand, and either add it to your hand or Special "
                 "Summon it.",  # nothing is "added" from the hand
                 "Take 1 \"X\" Spell from your Deck, and either add it to your hand or Special "
                 "Summon it.",  # only a monster is Special Summoned
                 "Take 1 Fish monster from your Deck, and either add it to your hand or Special "
                 "Summon it, ignoring its Summoning conditions."):
        assert fetch_choice_shapes.read(text) is None, text
