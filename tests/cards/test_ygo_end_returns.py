"""A target returned to the hand in the End Phase, read by cards/ygo/end_returns.py from a real
card's English text read in place from ../shared/fixtures/yaml-yugi (facts only): Overwind's
"..., and it returns to the hand during the End Phase." is the effect's own action on its
target, then a step of this turn's End Phase returning that target (7-7-10, 5-3-11)."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import end_returns

OVERWIND = "24920410"


def test_the_target_doubled_then_returned_in_the_end_phase():
    assert "returns to the hand during the End Phase" in english(OVERWIND)["text"]
    card = derived(OVERWIND)
    assert (card.automation, card.notes) == ("full", [])
    doubled, later = card.encoding["effect"]
    assert (doubled["atk"]["scale"], doubled["atk"]["scale_def"]) == ("double", "double")
    assert later == {"during_end_phase": [{"to_hand": "chosen"}]}
    assert card.encoding["target"]["archetype"] == "Wind-Up"


def test_only_after_an_action_on_a_target():
    text = "Draw 1 card, and it returns to the hand during the End Phase."
    assert end_returns.read(text, {}, lambda part: [{"draw": 1}]) is None
    assert end_returns.read(text, {"target": {}}, lambda part: None) is None
