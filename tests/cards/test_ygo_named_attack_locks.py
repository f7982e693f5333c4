"""A Spell's last sentence that forbids the attacks of the monsters it names for the turn it is
activated (5-2-26), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into `no_attacks_turn_of`."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import named_attack_locks


@pytest.mark.parametrize(("number", "name"), [
    ("17655904", "Blue-Eyes White Dragon"),  # Burst Stream of Destruction: "you control"
    ("52875873", "Cyber Dragon"),  # Evolution Burst: a Normal Spell, without "you control"
])
def test_the_sentence_reads_and_the_card_is_full(number, name):
    found = derived(number)
    assert found.automation == "full", found.notes
    assert found.encoding["no_attacks_turn_of"] == {"names": [name]}
    assert found.encoding["if"] == {"control": {"names": [name]}}


def test_an_archetype_before_monsters_reads_as_one():
    assert named_attack_locks.read('"Skyblaster" monsters you control cannot attack the turn '
                                   'you activate this card.', "spell", "Quick-Play") \
        == ("activation", {"no_attacks_turn_of": {"archetype": "Skyblaster"}})


@pytest.mark.parametrize(("text", "kind", "card_property"), [
    # without "you control", off a Normal Spell: the opponent's monsters may be meant too
    ('"Cyber Dragon" cannot attack the turn you activate this card.', "trap", "Normal"),
    ('"Cyber Dragon" cannot attack the turn you activate this card.', "spell", "Quick-Play"),
    # a monster's effect: not this reader's
    ('"Cyber Dragon" you control cannot attack the turn you activate this card.', "monster", ""),
    ('"Cyber Dragon" you control cannot attack this turn.', "spell", "Normal"),
])
def test_other_sentences_are_not_read(text, kind, card_property):
    assert named_attack_locks.read(text, kind, card_property) is None
