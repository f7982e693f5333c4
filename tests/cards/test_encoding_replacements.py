"""Replacement effects on real cards (texts read from ../shared/fixtures, facts only): the
forms replacements.py reads, and those it leaves alone, never guessed."""
from __future__ import annotations

import pytest
from cards_support import derived


@pytest.mark.parametrize(("number", "entry"), [
    # "[Once Per Turn] If this Character would be K.O.'d by your opponent's effect, you may
    # trash 1 card from your hand instead."
    ("ST22-012", {"event": "ko", "by": "opponents_effects", "instead": {"trash_from_hand": 1},
                  "once_per_turn": True}),
    ("EB04-030", {"event": "ko", "instead": {"return_don": 1}}),
    ("OP10-034", {"event": "ko", "by": "battle", "instead": {"life_to_hand": 1},
                  "once_per_turn": True}),
    ("ST20-002", {"event": "ko", "by": "effects", "instead": {"trash_life": 1},
                  "once_per_turn": True}),
    ("EB01-008", {"event": "ko", "by": "effects", "once_per_turn": True,
                  "instead": {"trash_from_hand": {"count": 1, "types": ["event", "stage"]}}}),
    ("ST22-005", {"event": "removal", "instead": {"trash_from_hand": 2}}),
    ("OP13-109", {"event": "removal", "instead": {"life_face_up": 1}}),
    # "[Opponent's Turn] If this Character would be removed ..., you may rest 1 of your cards"
    ("OP14-029", {"event": "removal", "instead": {"rest_own": {"count": 1, "don": True}},
                  "condition": "opponents_turn"}),
    ("PRB02-002", {"event": "removal", "once_per_turn": True,
                   "instead": {"power": {"target": "self", "amount": -2000}}}),
    ("OP10-074", {"event": "ko", "by": "opponents_effects", "instead": {"rest_don": 2},
                  "once_per_turn": True}),  # "rest 2 of your active DON!! cards"
    ("ST09-010", {"event": "ko", "once_per_turn": True,
                  "instead": {"trash_life": {"count": 1, "top_or_bottom": True}}}),
])
def test_a_replacement_of_this_character_reads_into_a_replace_entry(cards, number, entry):
    found = derived(cards, number)
    assert found.encoding["replace"] == [entry]
    assert found.notes == [] and found.automation == "full"


@pytest.mark.parametrize("number", [
    "OP13-046",  # "would be K.O.'d or would be removed": one [Once Per Turn] for two events
    "OP08-045",  # "trash this Character and draw 1 card instead": no "you may", not a cost
    "OP05-032",  # "rest up to 1 of your Characters ... instead": an "up to" done instead
    "OP05-001",  # [DON!! x1], and "instead of that Character being K.O.'d"
    "OP05-100",  # "would leave the field", and negated by another card
])
def test_a_replacement_this_reader_does_not_know_is_left_unread(cards, number):
    found = derived(cards, number)
    assert "replace" not in found.encoding
    assert any("instead" in note for note in found.notes)


@pytest.mark.parametrize(("number", "entry"), [
    # "[Once Per Turn] If your {Cross Guild} type Character would be removed from the field by
    # your opponent's effect, you may trash 1 card from your hand instead."
    ("ST25-003", {"event": "removal", "instead": {"trash_from_hand": 1}, "once_per_turn": True,
                  "all": {"owner": "you", "types": ["character"], "traits": ["Cross Guild"]}}),
    ("OP12-048", {"event": "removal", "instead": {"rest_self": True, "trash_from_hand": 1},
                  "condition": "opponents_turn",
                  "all": {"owner": "you", "types": ["character"], "colors": ["blue"],
                          "traits": ["Navy"]}}),
    ("OP15-094", {"event": "removal", "instead": {"trash_self": True},
                  "all": {"owner": "you", "types": ["character"], "traits": ["Straw Hat Crew"],
                          "not_self": True}}),
    ("OP10-049", {"event": "removal", "instead": {"bounce_self": True},
                  "all": {"owner": "you", "types": ["character"], "not_names": ["Sabo"],
                          "base_cost_max": 7}}),
    # "... you may give your Leader −2000 power during this turn instead."
    ("OP15-009", {"event": "removal", "instead": {"power": {"target": "your_leader",
                                                            "amount": -2000}},
                  "all": {"owner": "you", "types": ["character"], "base_power_max": 7000}}),
    ("OP13-047", {"event": "ko", "by": "opponents_effects", "instead": {"trash_self": True},
                  "all": {"owner": "you", "types": ["character"],
                          "traits_including": ["Whitebeard Pirates"]}}),
    ("OP05-030", {"event": "ko", "instead": {"trash_self": True}, "condition": "opponents_turn",
                  "all": {"owner": "you", "types": ["character"], "rested": True}}),
])
def test_a_replacement_that_protects_the_owners_characters_names_them(cards, number, entry):
    found = derived(cards, number)
    assert found.encoding["replace"] == [entry]
    assert found.automation == "full"
