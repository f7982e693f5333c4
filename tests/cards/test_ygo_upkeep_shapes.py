"""A monster's price to stay in each of its controller's End Phases (7-7-11), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi): "During each of your End
Phases, destroy this card unless you send 1 "Iron Core of Koa'ki Meiru" from your hand to the
GY or reveal 1 Rock monster in your hand." becomes `end_upkeep`, the ways a card of the hand
keeps it."""
from __future__ import annotations

from ygo_support import derived

IRON_CORE = {"do": "send", "what": "card", "names": ["Iron Core of Koa'ki Meiru"]}


def test_sent_or_revealed():
    card = derived("49680980")  # Koa'ki Meiru Sandman
    assert card.automation == "full", card.notes
    assert card.encoding["end_upkeep"] == [IRON_CORE, {"do": "reveal", "what": "monster",
                                                       "type": "Rock"}]


def test_a_spell_revealed():
    card = derived("54520292")  # Koa'ki Meiru Ice: "... or reveal 1 Continuous Spell Card"
    assert card.encoding["end_upkeep"][1] == {"do": "reveal", "what": "spell",
                                              "property": "continuous"}


def test_only_sent():
    assert derived("72258771").encoding["end_upkeep"] == [IRON_CORE]  # Koa'ki Meiru Valafar


def test_a_way_not_read_leaves_the_sentence_unread():
    card = derived("65026212")  # "... or 1 "Koa'ki Meiru" monster from your hand ..."
    assert "end_upkeep" not in card.encoding
    assert any(note.startswith("During each of your End Phases") for note in card.notes)


def test_sent_to_the_graveyard_after_a_normal_summon_without_tributes():
    card = derived("69303178")  # Majestic Mech - Ohka
    assert card.automation == "full", card.notes
    assert card.encoding["effects"] == [{
        "type": "trigger", "event": "end_phase", "summoned_this_turn": "without_tributes",
        "effect": [{"to_graveyard": "self"}]}]
