"""A monster an effect takes control of or changes the battle position of without targeting
it, chosen as the effect resolves (5-3-22), read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi) into a `choose` step with `do: take_control` (3-10-3) or
`do: change_position` (9-2-7): option_chosen.py, first met as "●" options."""
from __future__ import annotations

from ygo_support import derived, english, printed

from cards.ygo import option_chosen, psct, shapes

MAIDEN, ENCHANTMENT, JUTTE, STAIRS = "08445808", "87990236", "60410769", "19671102"


def test_an_option_taking_a_monster_with_a_counter_makes_maiden_in_love_read():
    card = derived(MAIDEN)
    assert card.automation == "full"
    [trigger] = card.encoding["effects"]
    assert trigger["options"][1]["effect"] == [{"choose": {
        "do": "take_control", "player": "opponent", "what": "monsters", "until": "none",
        "with_counter": "Maiden Counter"}}]


def test_control_taken_until_the_end_phase_after_a_cost():
    # Darklord Enchantment: a cost, then one face-up monster, for a while (3-10-4)
    assert printed(ENCHANTMENT)["effect"] == [{"choose": {
        "do": "take_control", "player": "opponent", "what": "monsters", "face": "up",
        "until": "end_phase"}}]
    assert derived(ENCHANTMENT).automation == "full"


def test_a_position_changed_once_per_turn_reads_on_jutte_fighter():
    card = derived(JUTTE)
    assert card.automation == "full"
    assert card.encoding["effects"][0]["effect"] == [{"choose": {
        "do": "change_position", "player": "opponent", "what": "monsters", "face": "up",
        "position": "attack", "to": "face_up_defense"}}]


def test_both_options_of_stairs_of_mail_read_as_chosen_monsters():
    facts = english(STAIRS)
    [effect] = [e for e in psct.read(facts["text"], facts["kind"], facts["card_property"],
                                     facts["monster_types"]).effects if e.options]
    steps = [shapes.action(option, {}) for option in effect.options]
    up, down = (step[0]["choose"] for step in steps)
    assert (up["face"], up["to"], down["face"], down["position"], down["to"]) == (
        "down", "attack", "up", "attack", "set")


def test_a_described_face_down_monster_and_other_places_are_not_read():
    # a face-down monster shows no archetype (9-1-3); "on your opponent's side" not a wording
    assert option_chosen.read('Change 1 Set "Subterror" monster on the field to face-up '
                              'Attack or Defense Position.') is None
    assert option_chosen.read('Change 1 face-down "Subterror" monster on the field to '
                              'face-up Defense Position.') is None
    assert option_chosen.read("Take control of 1 face-up monster on your opponent's side of "
                              "the field until the end of this turn.") is None
    assert option_chosen.read("Change 1 Warrior Monster you control to Defense Position.") \
        is None


def test_control_taken_while_the_charmer_remains_face_up():
    # Dharc the Dark Charmer's older FLIP wording names no target: one chosen (3-10-6)
    card = derived("19327348")
    assert card.automation == "full"
    assert card.encoding["flip"] == [{"choose": {
        "do": "take_control", "player": "opponent", "what": "monsters", "attribute": "DARK",
        "until": "while_face_up"}}]
