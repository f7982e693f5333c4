"""Ritual Spells read second round (fusion_ritual_shapes.py, 8-5-1): Tributes from the hand
alone, one Tribute of any Level ("a monster ... whose Level is 1 or more"), and a Quick-Play
Spell worded as a Ritual Spell with its once-per-turn activation (5-2-6); texts read in place
from ../shared/fixtures/yaml-yugi."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import fusion_ritual_shapes

BLACK_ILLUSION_RITUAL, TURNING_OF_THE_WORLD, HIGH_RITUAL_ART = "41426869", "95612049", "36350300"


def test_one_tribute_of_any_level():
    card = derived(BLACK_ILLUSION_RITUAL)
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding == {"effect": [{"ritual_summon": {"names": ["Relinquished"],
                                                           "levels": 1}}]}


def test_a_quick_play_ritual_spell_tributing_from_the_hand_once_per_turn():
    card = derived(TURNING_OF_THE_WORLD)
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["once_per_turn"] is True
    step = card.encoding["effect"][0]["ritual_summon"]
    assert step["from"] == ["hand"] and step["summon_from"] == ["hand", "deck"]
    assert step["material"] == {"type": "Ritual"} and "exact" not in step


def test_the_hand_alone_reads_but_a_sentence_after_it_still_stays_a_note():
    card = derived(HIGH_RITUAL_ART)  # its "Shuffle that Ritual Monster ..." is not read
    assert card.automation == "none" and len(card.notes) == 3
    step = fusion_ritual_shapes.ritual(*card.notes[:2])  # its two Ritual Spell sentences
    assert step == [{"ritual_summon": {"summon_from": ["deck"], "from": ["hand"],
                                       "material": {"type": "Normal"}, "exact": True}}]


def test_one_tribute_needs_level_one_or_more_exactly():
    used = 'This card is used to Ritual Summon "X".'
    assert fusion_ritual_shapes.ritual(
        used, "You must also Tribute a monster from your hand or field whose Level is 4 or "
        "more.") is None  # two Level 2 monsters would make 4: not one Tribute
