"""A monster's optional Trigger Effect on the activation of a card or effect (11-1-11), read
from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import activated_shapes


def _activated(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full"
    found, = (one for one in card.encoding["effects"] if one.get("event") == "activated")
    assert found["type"] == "trigger"
    return found


def test_a_spell_or_trap_card_in_its_column():
    # Magical Musketeer Kidbrave (05230799): either player's, once per turn by name
    kidbrave = _activated("05230799")
    assert kidbrave["answers"] == {"kinds": ["spell", "trap"], "column": True}
    assert kidbrave["once_per_turn"] == "name"


def test_its_own_players_activation_of_an_archetype():
    # Traptrix Nepenthes (28201945): "If you activate a "Hole" Normal Trap Card"
    assert _activated("28201945")["answers"] == {"kinds": ["normal_trap"], "by": "controller",
                                                 "archetype": "Hole"}
    # Ancient Warriors - Masterful Sun Mou (40140448): another monster of its archetype
    assert _activated("40140448")["answers"] == {"kinds": ["monster"], "by": "controller",
                                                 "archetype": "Ancient Warriors", "other": True}
    # Altergeist Multifaker (42790071): from the hand, where its action Summons it from
    assert _activated("42790071")["from"] == "hand"


def test_any_players_spell_card():
    # Electro Blaster (09107531): "Once per turn, if a Spell Card is activated"
    blaster = _activated("09107531")
    assert blaster["answers"] == {"kinds": ["spell"]} and blaster["once_per_turn"] == "copy"


def test_a_mandatory_one_stays_a_note():
    # Lyla, Twilightsworn Enchantress (10071151): "...: Send the top 3 cards ..." (no "You can")
    card = derived("10071151")
    assert card.automation == "partial"
    assert any("other \"Lightsworn\" monster's effect is activated" in note
               for note in card.notes)


def test_near_wordings_are_not_read():
    assert activated_shapes.condition("If a Spell Card is activated in this card's column") \
        is None
    assert activated_shapes.condition('If your other "X" Spell Card is activated') is None
    assert activated_shapes.condition("If you activate a Trap Card is activated") is None
