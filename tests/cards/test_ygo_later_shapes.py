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


def test_banished_until_the_end_phase():
    card = derived("36261276")  # Interdimensional Matter Transporter
    assert card.automation == "full", card.notes
    assert card.encoding["effect"] == [{"banish_until": {"card": "chosen", "phase": "end",
                                                          "turn": "this"}}]


def test_banished_until_a_standby_phase():
    boxer = _summon_effect("24184846")  # Battlin' Boxer Rib Gardna
    assert boxer == {"card": "chosen", "phase": "standby", "turn": "your_next"}
    overlord = _summon_effect("62542673")  # Destiny HERO - Doom Overlord
    assert overlord == {"card": "chosen", "phase": "standby", "turn": "next"}


def test_banished_until_the_end_phase_of_the_next_turn():
    assert _summon_effect("89015998") == {  # D.D. Seeker
        "card": "chosen", "phase": "end", "turn": "next"}


def test_a_monster_banishing_itself_for_a_while():
    assert _summon_effect("41006930") == {  # Strike Ninja: "banish this face-up card ..."
        "card": "self", "phase": "end", "turn": "this"}


def _summon_effect(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full", card.notes
    return card.encoding["effects"][0]["effect"][0]["banish_until"]


def test_a_part_done_during_the_end_phase_of_this_turn():
    card = derived("18716735")  # Raremetalfoes Bismugear: "... during the End Phase of this turn."
    assert card.automation == "full", card.notes
    assert card.encoding["effects"][0]["effect"] == [{"during_end_phase": [{"fetch": {
        "to": "hand", "what": "monster", "archetype": "Metalfoes"}}]}]
    # Cutter Shark: "You can activate this effect; during the End Phase of this turn, add ..."
    steps = derived("68756810").encoding["effects"][0]["effect"]
    assert list(steps[0]) == ["during_end_phase"]
    assert steps[0]["during_end_phase"][0]["fetch"]["from"] == ["graveyard"]


def test_a_delayed_part_that_does_not_read_leaves_a_note():
    assert later_shapes.delayed("during the End Phase of this turn, do a dance.",
                                lambda text: None) is None
