"""The reader of the effects a face-up Continuous Spell, Field Spell or Continuous Trap
activates (field_card_shapes.py, 10-5-1 to 10-5-3), on real cards read in place."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import field_card_shapes, psct

DRAGON_RAVINE = "62265044"  # Field Spell: "Once per turn: You can discard 1 card, then ..."
SUPPLY_SQUAD = "17626381"  # "Once per turn, if a monster(s) you control is destroyed ...: Draw"
CARD_TRADER = "48712195"  # "Once per turn, during your Standby Phase: You can shuffle ..."
MESSENGER = "44656491"  # "Once per turn, during your Standby Phase, pay 100 LP or destroy ..."


def read(number: str) -> dict | None:
    card = english(number)
    return field_card_shapes.encode(card["kind"], psct.read(card["text"], card["kind"],
                                                            card["card_property"]))


def test_a_field_spells_choice_of_effects_at_spell_speed_one():
    [effect] = read(DRAGON_RAVINE)["effects"]
    assert (effect["type"], effect["from"], effect["discard"]) == ("ignition", "field", 1)
    assert len(effect["options"]) == 2


def test_a_mandatory_trigger_on_another_monsters_destruction():
    [effect] = read(SUPPLY_SQUAD)["effects"]
    assert (effect["type"], effect["event"], effect["optional"]) == \
        ("trigger", "other_destroyed", False)
    assert effect["once_per_turn"] == "copy"


def test_an_optional_trigger_in_its_controllers_standby_phase():
    [effect] = read(CARD_TRADER)["effects"]
    assert (effect["type"], effect["event"]) == ("trigger", "your_standby_phase")


def test_a_card_without_such_an_effect_is_left_to_the_other_readers():
    assert read(MESSENGER) is None


def test_the_price_to_stay_is_read_off_what_is_left():
    card = english(MESSENGER)
    sentence = [line for line in card["text"].split(". ") if "Standby Phase" in line][0]
    found = field_card_shapes.with_upkeep({"effect": [], "left": [sentence.rstrip(".") + "."]})
    assert found == {"effect": [], "upkeep": {"pay_lp": 100, "whose": "own"}}


def test_a_trap_effect_acting_on_the_card_as_a_monster_is_not_read():
    text = "Once per turn: You can target 1 monster; this card gains 500 ATK."
    assert field_card_shapes.encode("trap", psct.read(text, "trap", "Continuous")) is None
