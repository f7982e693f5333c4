"""A Gemini monster's "●" sentences that change what the monster itself is, read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi, facts only): the
original ATK or DEF its text sets (4-2-8) and its being a Tuner (8-5-14), whose engine checks
wait for the Gemini Summon (8-1-9)."""
from __future__ import annotations

from ygo_support import derived as read

from cards.ygo import gemini_texts

GOGGLE_GOLEM, DAWNBREAK_GARDNA, TUNED_MAGICIAN = "21155323", "57549932", "47459126"
DUCK_DUMMY = "43803845"  # a line read beside two no reader reads


def test_goggle_golem_sets_its_original_atk_once_gemini_summoned():
    found = read(GOGGLE_GOLEM)
    assert found.automation == "full" and found.notes == []
    assert found.encoding == {"gemini": True, "original_atk_becomes": 2100}


def test_dawnbreak_gardna_sets_its_original_def():
    found = read(DAWNBREAK_GARDNA)
    assert found.automation == "full" and found.notes == []
    assert found.encoding == {"gemini": True, "original_def_becomes": 2300}


def test_tuned_magician_is_treated_as_a_tuner():
    found = read(TUNED_MAGICIAN)
    assert found.automation == "full" and found.notes == []
    assert found.encoding == {"gemini": True, "treated_as_tuner": True}


def test_a_gemini_monster_with_another_unread_line_keeps_its_reminder_unread():
    found = read(DUCK_DUMMY)  # "Cannot be destroyed by card effects." is read, not the others
    assert found.automation == "partial"
    assert found.encoding == {"gemini": True}


def test_only_these_sentences_are_read():
    assert gemini_texts.read("The original ATK of this card becomes 800 x 2.") is None
    assert gemini_texts.read("The original ATK of each monster becomes 2100.") is None
    assert gemini_texts.read("This card is treated as a Tuner while face-up.") is None


def test_dioxogre_keeps_the_normal_summon_of_gemini_monsters_from_negation():
    found = read("44088292")  # Poly-Chemicritter Dioxogre: its other "●" line read as before
    assert found.automation == "full" and found.notes == []
    assert found.encoding["summons_unnegatable"] == {"normal": {"type": "Gemini"}}
    assert len(found.encoding["effects"]) == 1
