"""A Level raised or lowered until the end of the turn (4-2-2), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi) into a `level` step with `until:
turn`."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import level_turn_shapes


def test_the_target_and_the_monster_itself():
    # Bright Star Dragon (its target); Galaxy Wizard (itself)
    bright = derived("16719802")
    assert bright.automation == "full"
    assert bright.encoding["effects"][0]["effect"] == [
        {"level": {"card": "chosen", "by": 2, "until": "turn"}}]
    wizard = derived("98555327")
    assert wizard.automation == "full"
    assert wizard.encoding["effects"][0]["effect"] == [
        {"level": {"card": "self", "by": 4, "until": "turn"}}]


def test_words_not_read():
    face_up = {"what": "monster", "zone": "field", "player": "both", "face_up": True}
    assert level_turn_shapes.on_target("Increase its Level by 1 until the End Phase.",
                                       face_up) is None
    assert level_turn_shapes.on_target("Increase its Level by 1 until the end of this turn.",
                                       {**face_up, "face_up": False}) is None  # may be Set
    assert level_turn_shapes.on_self("Its Level becomes 4 until the end of this turn.") is None
