"""Traps whose own text lets them be activated from the hand, read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi) into `from_hand` (10-3-1), and judged
from the imported cards: Evenly Matched from the hand while its player controls no cards."""
from __future__ import annotations

import pytest
from ygo_support import derived, judged, store, subset

# Infinite Impermanence, Evenly Matched, Red Reboot, Harpie's Feather Storm, Synchro
# Emergency, Blue-Eyes White Dragon
CARDS = ("10045474", "15693423", "23002292", "87639778", "49415281", "89631139")


@pytest.mark.parametrize(("number", "from_hand"), [
    ("10045474", {"if": {"cards_max": 0}}),  # Infinite Impermanence
    ("15693423", {"if": {"cards_max": 0}}),  # Evenly Matched
    ("23002292", {"if": {}, "pay_lp": "half"}),  # Red Reboot
    ("87639778", {"if": {"control": {"archetype": "Harpie"}}}),  # Harpie's Feather Storm
    ("49415281", {"if": {"monsters_max": 0, "opponent_monsters_min": 1}}),  # Synchro Emergency
    ("97045737", {"if": {"opponent_cards_min": 1}}),  # Dominus Purge
])
def test_the_sentence_becomes_the_from_hand_field(number, from_hand):
    found = derived(number)
    assert found.encoding["from_hand"] == from_hand
    assert not any("from your hand" in note and "activate this card" in note
                   for note in found.notes)


def test_the_other_sentences_of_the_card_stay_notes_until_read():
    found = derived("10045474")  # Infinite Impermanence: its negation and column clause
    assert found.automation == "partial"
    assert len(found.notes) == 1 and "column" in found.notes[0]


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-blue-eyes, card: "89631139"}}]
  B:
    hand: [{{id: b-trap, card: "15693423"}}]
{more}actions:
  - activate: {{card: b-trap}}
"""


@pytest.mark.django_db
def test_evenly_matched_is_activated_from_the_hand_only_while_its_player_controls_no_cards(
        tmp_path):
    store(subset(tmp_path, CARDS))
    allowed = judged(BOARD.format(more=""))
    assert allowed["outcome"] != "illegal_action", allowed.get("illegal")
    assert "10-3-1" in allowed["rules_cited"]
    refused = judged(BOARD.format(more="    spells_traps: [{id: b-set, card: \"23002292\"}]\n"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["rules"] == ["10-3-1"]
