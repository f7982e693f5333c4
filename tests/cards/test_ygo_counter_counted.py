"""Counters counted by a Continuous Effect on ATK (4-8-4) and counters placed on a face-up
monster an effect targets (4-8-1), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): Cold Enchanter, Temple of the Six, Fog Control, and the Ice
Master and Alien Stealthbuster sentences that place them (both read whole since their cards
described by the counters they hold read too, 4-8-11)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import counter_shapes

ENCHANTER, TEMPLE, FOG_CONTROL = "24661486", "53819808", "63741331"
ICE_MASTER, STEALTHBUSTER = "32750510", "58066722"


def test_counters_counted_on_the_field_or_on_the_card():
    assert counter_shapes.counted("Ice Counter on the field") == {
        "zone": "field", "what": "counters", "counter": "Ice Counter", "player": "any"}
    assert counter_shapes.counted("Bushido Counter on your field")["player"] == "controller"
    assert counter_shapes.counted("Bushido Counter on this card") == {
        "zone": "field", "what": "own_counters", "counter": "Bushido Counter"}
    assert counter_shapes.counted("Spell Counter in your GY") is None
    for number in (ENCHANTER, TEMPLE, FOG_CONTROL):
        assert derived(number).automation == "full", number


def test_counters_on_a_face_up_monster_targeted():
    for number, name, count in ((ICE_MASTER, "Ice Counter", 1), (STEALTHBUSTER, "A-Counter", 2)):
        reading = derived(number)
        assert reading.automation == "full" and not reading.notes, number
        placed = [step["place_counters"] for effect in reading.encoding["effects"]
                  for step in effect["effect"] if "place_counters" in step]
        assert placed == [{"card": "chosen", "count": count, "name": name}], number
