"""A targeted monster's Level raised or lowered (`level`, 4-2-2) read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi): "increase its Level by 1" on a
face-up monster on the field, and one target chosen for every option of "Activate 1 of these
effects"; a target that may be face-down is not read."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, level_shapes, psct


def reading(number: str) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])


def test_star_changer_one_target_for_both_options():
    card = english("63485233")  # Star Changer
    assert encoding.encode(card["kind"], card["card_property"], reading("63485233")) == {
        "target": {"what": "monster", "player": "any", "zone": "field", "face_up": True},
        "options": [{"effect": [{"level": {"card": "chosen", "by": 1}}]},
                    {"effect": [{"level": {"card": "chosen", "by": -1}}]}]}


def test_a_ninja_raises_the_level_of_a_ninja_it_targets():
    fields, read = encoding.encode_monster(reading("33034646"))  # Flame Armor Ninja
    assert fields["effects"][0]["effect"] == [{"level": {"card": "chosen", "by": 1}}]
    assert fields["effects"][0]["target"]["archetype"] == "Ninja"
    assert len(read) == 1


def test_a_monster_effect_chooses_the_target_then_the_option():
    # Blackwing - Decay the Ill Wind: "You can target 1 "Blackwing" monster you control, then
    # activate 1 of these effects; ● Increase its Level by 1. ● Reduce its Level by 1."
    fields, _ = encoding.encode_monster(reading("19462747"))
    # the first is its mandatory End Phase damage from the GY (phase_owed.py, 5-1-3)
    assert fields["effects"][0]["event"] == "end_phase" and not fields["effects"][0]["optional"]
    effect = fields["effects"][1]
    assert effect["target"]["archetype"] == "Blackwing" and "effect" not in effect
    assert [o["effect"][0]["level"]["by"] for o in effect["options"]] == [1, -1]
    assert all("target" not in o for o in effect["options"])


def test_a_target_that_may_be_face_down_is_not_read():
    plain = {"what": "monster", "player": "any", "zone": "field"}
    assert level_shapes.on_target("Increase its Level by 1.", plain) is None
    assert level_shapes.on_target("Increase its Level by 1.", {**plain, "face_up": True}) == [
        {"level": {"card": "chosen", "by": 1}}]
    assert level_shapes.on_target("Increase its Level by 1 until the End Phase.",
                                  {**plain, "face_up": True}) is None


def test_a_monster_raises_its_own_level_on_the_field():
    # Cupid Dunk: "Once per turn, during your Standby Phase: You can increase this card's Level
    # by 1." (its battle protection stays a note)
    fields, read = encoding.encode_monster(reading("69526976"))
    assert [e["effect"] for e in fields["effects"]] == [[{"level": {"card": "self", "by": 1}}]]
    assert level_shapes.on_self("Increase this card's Level by 1 (max. 12).") is None
