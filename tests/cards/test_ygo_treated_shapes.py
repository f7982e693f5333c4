"""The reader of Special Summons from the Extra Deck treated as a Fusion, Synchro or Xyz Summon
(treated_shapes.py, 8-5-16): the inline parenthesis, the parenthesis printed as its own
sentence folded into the effect before it, the kind the noun names, and what stays a note.
Real cards are read in place (facts only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import psct, treated_shapes

REVELATION, BRAMBLE_ROSE, INSTANT_FUSION = "42104806", "06560411", "01845204"


def test_an_xyz_monster_by_its_rank_read_whole():
    card = derived(REVELATION)  # Revelation of Hope
    assert card.automation == "full" and not card.notes
    assert card.encoding["effect"] == [{"treated_summon": {"as": "xyz", "type": "Dragon",
                                                           "rank": 8}}]


def test_a_named_synchro_monster_from_a_monster_effect():
    card = derived(BRAMBLE_ROSE)  # Bramble Rose Dragon: its other effects stay as they were
    quick = card.encoding["effects"][0]
    assert quick["cost_self"] == "tribute"
    assert quick["effect"] == [{"treated_summon": {"as": "synchro",
                                                   "names": ["Black Rose Dragon"]}}]
    assert not any("Black Rose Dragon" in note for note in card.notes)


def test_the_parenthesis_sentence_joins_the_effect_before_it():
    text = ("Pay 1000 LP; Special Summon 1 Level 5 or lower Fusion Monster from your Extra "
            "Deck.\n(This is treated as a Fusion Summon.)")
    [effect] = treated_shapes.fold(psct.read(text, "spell", "Quick-Play")).effects
    assert effect.text.endswith("(This is treated as a Fusion Summon.)")
    assert treated_shapes.read(effect.action) == [
        {"treated_summon": {"as": "fusion", "level_max": 5}}]


def test_the_noun_must_be_of_the_kind_named():
    read = treated_shapes.read
    assert read('Special Summon 1 "Junk" Synchro Monster from your Extra Deck (this is '
                'treated as a Synchro Summon).') == [
        {"treated_summon": {"as": "synchro", "archetype": "Junk"}}]
    assert read("Special Summon 1 Dragon Synchro Monster from your Extra Deck (this is "
                "treated as a Fusion Summon).") is None
    assert read("Special Summon 1 Level 8 Xyz Monster from your Extra Deck (this is treated "
                "as an Xyz Summon).") is None  # an Xyz Monster has a Rank, not a Level


def test_more_words_stay_a_note():
    card = derived(INSTANT_FUSION)  # "but it cannot attack, also it is destroyed ..."
    assert card.automation == "none"
    assert treated_shapes.read('Special Summon 1 "Invoked" monster from your Extra Deck with a '
                               "different original Attribute (this is treated as a Fusion "
                               "Summon).") is None
