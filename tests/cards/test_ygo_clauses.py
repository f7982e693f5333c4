"""Effects worded in several parts (5-2-7), read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi): "X, and if you do, Y" and "X, then Y" nest Y under the
word after X's steps; "X, also Y" lists both; a later part that names or takes a card stays
unread."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import clauses, encoding, psct, shapes


def reading(number: str) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])


def test_squib_draw_destroys_its_target_and_if_it_does_draws_two():
    card = english("54458867")
    fields = encoding.encode(card["kind"], card["card_property"], reading("54458867"))
    assert fields["effect"] == [{"destroy": "chosen"}, {"if_you_do": [{"draw": 2}]}]
    assert fields["target"]["archetype"] == "Rokket"


def test_a_monster_sends_a_card_from_its_hand_and_if_it_does_draws():
    # Satellarknight Procyon
    fields, _read = encoding.encode_monster(reading("99668578"))
    assert fields["effects"][0]["effect"] == [
        {"fetch": {"to": "graveyard", "from": ["hand"], "what": "monster",
                   "archetype": "tellarknight"}},
        {"if_you_do": [{"draw": 1}]}]


def test_a_mandatory_trigger_destroys_and_if_it_does_inflicts_damage():
    # Fencing Fire Ferret
    fields, _read = encoding.encode_monster(reading("97396380"))
    assert fields["effects"][0]["effect"] == [
        {"destroy": "chosen"},
        {"if_you_do": [{"damage": {"player": "opponent", "amount": 500}}]}]


def test_then_and_also_nest_as_printed():
    assert shapes.action("Draw 1 card, then inflict 500 damage to your opponent, also gain "
                         "300 LP.", {}) == [
        {"draw": 1}, {"then": [{"damage": {"player": "opponent", "amount": 500}}]},
        {"gain_lp": {"player": "controller", "amount": 300}}]
    assert shapes.action("Inflict 500 damage to your opponent, and if you do, gain 500 LP, "
                         "then draw 1 card.", {}) == [
        {"damage": {"player": "opponent", "amount": 500}},
        {"if_you_do": [{"gain_lp": {"player": "controller", "amount": 500}},
                       {"then": [{"draw": 1}]}]}]


def test_a_later_part_that_names_a_card_is_not_read_nor_a_second_taken_card():
    aimed = {"target": {"what": "monster", "player": "any", "zone": "field"}}
    # "it" after the target was destroyed would be a new card (5-2-3)
    assert shapes.action("Destroy it, and if you do, banish it.", aimed) is None
    # the effect's one card taken by a dependent part is named at activation (5-2-4); a
    # second one after it is not read
    assert shapes.action("Draw 1 card, then add 1 \"Polymerization\" from your Deck to your "
                         "hand.", {}) == [
        {"draw": 1}, {"then": [{"fetch": {"to": "hand", "what": "card",
                                          "names": ["Polymerization"]}}]}]
    assert shapes.action("Add 1 \"Polymerization\" from your Deck to your hand, then add 1 "
                         "\"Fusion Recovery\" from your Deck to your hand.", {}) is None
    # a quoted name holding the joining words does not split the sentence
    assert clauses.read('Add 1 "Draw, then Win" from your Deck to your hand.',
                        lambda part: None, lambda part: None) is None


def test_an_atk_gain_without_a_duration_lasts():
    # "Target 1 face-up Fish, Sea Serpent, or Aqua-Type monster you control; it gains 1000
    # ATK." (4-2-5)
    card = english("07653207")
    fields = encoding.encode(card["kind"], card["card_property"], reading("07653207"))
    assert fields["effect"] == [{"atk": {"target": "chosen", "amount": 1000, "lasting": True}}]


def test_a_monster_summons_itself_and_if_it_does_returns_its_target():
    # Nemeses Flag: "You can target 1 of your banished monsters, except "Nemeses Flag";
    # Special Summon this card from your hand, and if you do, shuffle that target into the
    # Deck." (the target untouched before: its step may follow)
    fields, _read = encoding.encode_monster(reading("19211362"))
    entry = fields["effects"][0]
    assert entry["from"] == "hand"
    assert entry["effect"] == [
        {"special_summon": {"card": "self"}},
        {"if_you_do": [{"to_deck": {"card": "chosen", "where": "shuffle"}}]}]
