"""Cards described by the counters they hold (4-8-11), read from real cards' English texts
(read in place from ../shared/fixtures/yaml-yugi) into the description word `with_counter`: on
a `destroy_all` step and on a target on the field."""
from __future__ import annotations

from ygo_support import printed

from cards.ygo import counter_holder_shapes


def test_all_monsters_holding_a_kind_of_counter():
    # Ice Master: both players' monsters, the kind it names
    assert printed("32750510")["effects"][-1]["effect"] == [
        {"destroy_all": {"player": "both", "what": "monsters", "with_counter": "Ice Counter"}}]


def test_a_target_holding_a_kind_of_counter():
    # Alien Stealthbuster: one card on the field; Blackwing Full Armor Master: the opponent's
    assert printed("58066722")["effects"][1]["target"] == {
        "what": "card", "player": "any", "zone": "field", "with_counter": "A-Counter"}
    assert printed("54082269")["effects"][0]["target"] == {
        "what": "monster", "player": "opponent", "zone": "field",
        "with_counter": "Wedge Counter"}


def test_other_words_are_not_read():
    # an unnamed counter, and monsters "without" counters, are other wordings
    assert counter_holder_shapes.read("Destroy all monsters with a counter.") is None
    assert counter_holder_shapes.target_text("target 1 card without an A-Counter") is None
    assert counter_holder_shapes.held_target({"target": {"zone": "graveyard"}}, "A-Counter") \
        is None
