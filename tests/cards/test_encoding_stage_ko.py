"""The Stage K.O. template (cards/encoding/stage_ko.py) on real cards, their texts read from
../shared/fixtures (facts only: the number and the expected encoding)."""
from __future__ import annotations

from cards_support import derived


def test_ko_up_to_1_of_your_opponents_stages_reads_as_a_ko_of_a_chosen_stage(cards):
    found = derived(cards, "OP13-098")
    main = found.encoding["effects"]["main"]
    assert (main["steps"], main["target"]) == ([{"ko": "chosen"}], {
        "owner": "opponent", "types": ["stage"], "cost_min": 7, "cost_max": 7})
    assert (found.notes, found.automation) == ([], "full")
    trigger = derived(cards, "OP02-118").encoding["trigger"]
    assert trigger["target"] == {"owner": "opponent", "types": ["stage"], "cost_max": 3}
