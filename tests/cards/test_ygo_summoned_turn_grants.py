"""The additional Normal Summon a monster gives only in the turn it was Normal Summoned (or
flipped face-up) (8-1-7), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into `extra_normal_summon` with `extra_normal_while`."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import summoned_turn_grants
from cards.ygo.granted_shapes import ONCE


@pytest.mark.parametrize(("number", "words", "turn"), [
    ("78364470", {"archetype": "Constellar"}, "normal_summoned"),  # Constellar Pollux
    ("79785958", {"archetype": "lswarm"}, "normal_summoned"),  # Evilswarm Castor
    ("24701235", {"type": "Spirit"}, "turned_up"),  # Nikitama
])
def test_the_sentence_and_its_clause_read_and_the_card_is_full(number, words, turn):
    found = derived(number)
    assert found.automation == "full", found.notes
    assert found.encoding["extra_normal_summon"] == words
    assert found.encoding["extra_normal_while"] == turn


SENTENCE = ('During the turn this card was Normal Summoned, you can Normal Summon 1 "Constellar" '
            'monster in addition to your Normal Summon/Set.')


def test_the_sentence_needs_its_clause_after_it():
    assert summoned_turn_grants.grant(SENTENCE, ONCE) is not None
    assert summoned_turn_grants.grant(SENTENCE, "") is None


@pytest.mark.parametrize("text", [
    SENTENCE.replace("Normal Summoned", "Special Summoned"),
    SENTENCE.replace("Normal Summon 1", "Tribute Summon 1"),
    SENTENCE.replace("During the turn this card was Normal Summoned", "After you Normal Summon "
                     "this card"),
])
def test_other_sentences_are_not_read(text):
    assert summoned_turn_grants.grant(text, ONCE) is None
