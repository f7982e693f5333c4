"""Targets described by their Spell or Trap property (5-2-3), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi, facts only): Knight Day Grepher's
"target 1 Equip Spell Card in your Graveyard", a Gemini monster's "●" line that kept its
Gemini sentence unread."""
from __future__ import annotations

from ygo_support import derived as read

from cards.ygo import target_shapes

KNIGHT_DAY_GREPHER = "15767889"


def test_knight_day_grepher_targets_an_equip_spell_in_its_graveyard():
    found = read(KNIGHT_DAY_GREPHER)
    assert found.automation == "full" and found.notes == []
    [granted] = found.encoding["effects"]
    assert found.encoding["gemini"] is True and granted["event"] == "your_end_phase"
    assert granted["target"] == {"what": "spell", "player": "controller", "zone": "graveyard",
                                 "property": "equip"}
    assert granted["effect"] == [{"to_hand": "chosen"}]


def test_the_property_word_narrows_the_target_read_without_it():
    aimed = target_shapes.target("target 1 face-up Continuous Spell/Trap on the field")
    assert aimed == {"target": {"what": "spell_trap", "player": "any", "zone": "field",
                                "face_up": True, "property": "continuous"}}
    assert target_shapes.target("target 1 Normal Trap in your GY")["target"]["property"] \
        == "normal"


def test_a_property_the_noun_cannot_have_is_not_read():
    assert target_shapes.target("target 1 Counter Spell in your GY") is None
    assert target_shapes.target("target 1 Equip Trap in your GY") is None
    assert target_shapes.target("target 1 Field Spell Card and 1 other card") is None
