"""Sentences of a Spell or Trap about the chain its activation starts (cards/ygo/
chain_lock_shapes.py), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): "This card's activation and effect cannot be negated." (11-3-5);
the older words that also cover "its effects" are left unread."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import chain_lock_shapes

SPIRITUALISM, THUNDERFORCE, REVIVED_SKY_GOD = "15866454", "42469671", "59094601"


def test_spiritualism_reads_whole_and_cannot_be_negated():
    card = derived(SPIRITUALISM)
    assert card.automation == "full" and card.notes == []
    assert card.encoding["unnegatable"] is True
    assert card.encoding["effect"] == [{"to_hand": "chosen"}]  # its own effect, as before


def test_the_sentence_is_read_where_the_rest_of_the_card_is_not():
    card = derived(THUNDERFORCE)
    assert card.encoding == {"unnegatable": True}
    assert card.automation == "partial" and len(card.notes) == 1


def test_the_older_words_stay_unread():
    card = derived(REVIVED_SKY_GOD)
    assert "unnegatable" not in card.encoding
    assert any("cannot be negated" in note for note in card.notes)
    assert chain_lock_shapes.card_fact("This effect cannot be negated.") is None
