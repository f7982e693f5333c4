"""The negation templates (cards/encoding/negation.py) on real cards, their texts read from
../shared/fixtures (facts only: the number and the expected encoding)."""
from __future__ import annotations

import pytest
from cards_support import derived, opponents

LEADER_OR_CHARACTER = {"owner": "opponent", "types": ["leader", "character"]}
NEGATE = {"negate": {"target": "chosen"}}


@pytest.mark.parametrize(("number", "effects", "trigger"), [
    ("OP09-097", {"counter": {"steps": [NEGATE, {"power": {
        "target": "chosen", "amount": -4000, "duration": "turn"}}],
        "target": LEADER_OR_CHARACTER}}, {"steps": [NEGATE], "target": LEADER_OR_CHARACTER}),
    ("OP14-096", None, None),
])
def test_a_negation_reads_as_the_negate_step(cards, number, effects, trigger):
    found = derived(cards, number)
    assert (found.notes, found.automation) == ([], "full")
    if effects is not None:
        assert found.encoding["effects"] == effects and found.encoding["trigger"] == trigger
    else:
        main = found.encoding["effects"]["main"]
        assert (main["steps"], main["target"]) == ([NEGATE], opponents(cost_max=5))


def test_a_trigger_that_negates_is_read_when_its_main_is_not(cards):
    found = derived(cards, "OP16-115")
    assert found.encoding["trigger"] == {"steps": [NEGATE], "target": LEADER_OR_CHARACTER}
    assert found.automation == "partial"


@pytest.mark.parametrize(("number", "timing", "bound"), [
    ("OP06-074", "on_play", {"power_max": 5000}),
    ("OP09-098", "main", {"cost_max": 4}),
])
def test_then_if_that_character_reads_as_a_condition_on_the_chosen_card(cards, number, timing,
                                                                         bound):
    found = derived(cards, number)
    assert found.encoding["effects"][timing]["steps"] == [NEGATE, {"if": {
        "condition": {"that_card": bound}, "steps": [{"ko": "chosen"}]}}]
    assert (found.notes, found.automation) == ([], "full")


def test_on_play_effects_negated_for_a_player(cards):
    found = derived(cards, "OP09-081")  # its own player's, always; the opponent's, for a while
    assert found.encoding["static"] == [{"flag": "on_play_negated", "all": {"owner": "you"}}]
    assert found.encoding["effects"]["activate_main"]["steps"] == [{"negate_on_play": {
        "player": "opponent", "duration": "opponents_next_turn"}}]
    assert (found.notes, found.automation) == ([], "full")
