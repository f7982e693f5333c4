"""Several cards excavated from the top of the Deck, one of them taken, the rest placed
(excavate_cards_shapes.py, 5-3-34): the sentence read into one `excavate_cards` step, real cards
read in place, and what is left unread."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import excavate_cards_shapes, excavate_shapes

SEEKER, CONDUCTOR, ANALYZER, RESEARCHER = "48519867", "24925387", "11302671", "85914562"
CHAOS_RULER, RAPTITE = "03040496", "73079836"
SUMMON = ("You can excavate the top 5 cards of your Deck, and if you do, you can Special Summon "
          "1 excavated Level 4 or lower non-Tuner Rock monster, also place the rest on the "
          "bottom of your Deck in any order.")


def test_the_sentence_reads_into_one_step():
    assert excavate_shapes.read(SUMMON) == [{"excavate_cards": {
        "count": 5, "to": "field", "rest": "deck_bottom", "optional": True, "what": "monster",
        "type": "Rock", "level_max": 4, "non_tuner": True}}]
    assert excavate_cards_shapes.read(
        "You can excavate the top 5 cards of your Deck, and if you do, you can add 1 excavated "
        "LIGHT or DARK monster to your hand, also send the remaining cards to the GY.") \
        == [{"excavate_cards": {"count": 5, "to": "hand", "rest": "graveyard", "optional": True,
                                "what": "monster", "attribute": ["LIGHT", "DARK"]}}]


def test_what_the_step_cannot_hold_is_not_read():
    for text in (
            SUMMON.replace("Rock monster", "Rock monster in Defense Position"),  # a position
            SUMMON.replace("you can Special Summon", "Special Summon"),  # not "you can"
            SUMMON.replace("place the rest on the bottom of your Deck in any order",
                           "shuffle the rest into your Deck"),
            SUMMON.replace("add 1", "add 1").replace("Special Summon 1", "add 1"),  # no "to"
            SUMMON.replace("non-Tuner Rock", "non-Tuner non-Tuner Rock")):
        assert excavate_cards_shapes.read(text) is None, text


def test_real_cards_read_whole():
    for number in (SEEKER, CONDUCTOR, ANALYZER, RESEARCHER, CHAOS_RULER):
        card = derived(number)
        assert card.automation == "full" and not card.notes, number
    conductor = derived(CONDUCTOR).encoding["effects"][1]["effect"][0]["excavate_cards"]
    assert "non_tuner" not in conductor and conductor["level_max"] == 4
    raptite = derived(RAPTITE)  # "in Defense Position": not read yet
    assert raptite.automation != "full"
