"""The Chrysalis monsters' "You can Tribute this card while "Neo Space" is on the field to
Special Summon 1 "X" from your hand or Deck." (and the older "By Tributing this card while
...,"), read from real cards in place (facts only): an Ignition Effect whose cost is the
Tribute of the card itself (5-2-2), activated only while the named Field Spell is face-up in a
Field Zone (`if: {field_spell: [...]}`, 5-2-4); another action stays a note."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import tribute_while

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

LARVA = "16241441"  # Chrysalis Larva: "Neo-Spacian Flare Scarab"
DOLPHIN = "42682609"  # Chrysalis Dolphin: the older "By Tributing this card while ..."
CHRYSALIDES = ("17363041", "29246354", "42239546", "43751755")  # Chicky, Pinny, Mole, Pantail


def test_the_tribute_is_the_cost_and_the_field_spell_the_condition():
    card = derived(LARVA)
    assert card.encoding == {"effects": [{
        "type": "ignition", "cost_self": "tribute", "from": "field",
        "if": {"field_spell": ["Neo Space"]},
        "effect": [{"fetch": {"to": "field", "from": ["hand", "deck"], "what": "card",
                              "names": ["Neo-Spacian Flare Scarab"]}}]}]}
    assert card.automation == "full"


def test_the_older_words_and_the_other_chrysalides():
    [effect] = derived(DOLPHIN).encoding["effects"]
    assert effect["if"] == {"field_spell": ["Neo Space"]}
    assert effect["effect"][0]["fetch"]["names"] == ["Neo-Spacian Aqua Dolphin"]
    for number in (DOLPHIN, *CHRYSALIDES):
        assert derived(number).automation == "full", number


def test_another_action_is_not_read():
    assert tribute_while.entry('You can Tribute this card while "Neo Space" is on the field to '
                               'add 1 "Neo-Spacian Flare Scarab" from your Deck to your '
                               'hand.') is None
    assert tribute_while.entry('You can Tribute this card while you control "Neo Space" to '
                               'Special Summon 1 "Neo-Spacian Flare Scarab" from your '
                               'Deck.') is None
