"""A Special Summon's monster that must leave in a later End Phase (7-7-8), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi): the rider becomes
`end_phase: {do, turn}` on the one summoning step; "destroy it during the End Phase (of this
turn)" stays `destroy_end_phase` (7-7-1)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import later_shapes


def _summon(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full", card.notes
    encoding = card.encoding
    steps = encoding["effect"] if "effect" in encoding else encoding["effects"][0]["effect"]
    return next(iter(steps[0].values()))


def test_banished_during_the_end_phase_of_this_turn():
    step = _summon("67723438")  # Emergency Teleport
    assert step["to"] == "field" and step["end_phase"] == {"do": "banish", "turn": "this"}


def test_returned_to_the_hand_from_a_defense_position_summon():
    step = _summon("13070280")  # Play of the Tistina
    assert step["position"] == "defense"
    assert step["end_phase"] == {"do": "hand", "turn": "this"}


def test_destroyed_during_the_end_phase_of_the_next_turn():
    step = _summon("42172465")  # World Reassembly
    assert step["end_phase"] == {"do": "destroy", "turn": "next"}
    assert "destroy_end_phase" not in step


def test_sent_to_the_graveyard_after_its_effects_are_negated():
    step = _summon("78275321")  # Fire Ant Ascator
    assert step["negated"] is True
    assert step["end_phase"] == {"do": "graveyard", "turn": "this"}


def test_the_rider_words():
    bare, key = later_shapes.rider("Special Summon it, but shuffle them into the Deck during "
                                   "the End Phase of your next turn.")
    assert bare == "Special Summon it." and key == ("end_phase", {"do": "deck",
                                                                  "turn": "your_next"})
    assert later_shapes.rider("Special Summon it, also it is destroyed during the End "
                              "Phase.")[1] == ("destroy_end_phase", True)


def test_a_verb_and_a_place_that_do_not_go_together_are_not_read():
    text = "Special Summon it, but send it into the Deck during the End Phase."
    assert later_shapes.rider(text) == (text, None)
