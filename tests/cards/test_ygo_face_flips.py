"""A Trigger Effect that answers a face-up monster of its player turned face-down (5-1-3,
9-2-6), read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi):
the "Subterror" monsters' Special Summon from the hand."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import face_flips

FLIPPED = "When a face-up monster you control is flipped face-down"


def test_the_summon_from_the_hand():
    # a "Subterror" monster (42713844): the effect from the hand, the board asked as it activates
    card = derived("42713844")
    assert card.automation == "full"
    effect, = (one for one in card.encoding["effects"]
               if one.get("event") == "other_flipped_face_down")
    assert effect["type"] == "trigger" and effect["when"] is True
    assert effect["other"] == {"what": "monster", "player": "controller"}
    assert effect["if"] == {"face_up_monsters_max": 0}
    assert effect["from"] == "hand"
    assert effect["effect"] == [{"special_summon": {"card": "self", "position": "defense"}}]


def test_the_wording_alone_and_not_others():
    assert face_flips.condition(FLIPPED) == {
        "type": "trigger", "event": "other_flipped_face_down", "when": True,
        "other": {"what": "monster", "player": "controller"}}
    assert face_flips.condition(FLIPPED.replace("you control", "your opponent controls")) \
        is None
    assert face_flips.condition(FLIPPED + ", if you control no monsters") is None
