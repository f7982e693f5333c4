"""Gemini monsters whose "●" effect now reads in full, from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi, facts only), and near wordings that stay notes."""
from __future__ import annotations

from ygo_support import derived as read

from cards.ygo import damage_start_shapes, gains_after, scaling_shapes, timing_shapes

KNIGHT = "34761062"  # Heavy Knight of the Flame
FLARE = "30079770"  # Red-Eyes Black Flare Dragon
CRUSADER, THUNDER_LORD = "73853830", "89310929"  # Crusader of Endymion, Mist Valley Thunder Lord
START = "At the start of the Damage Step, if this card "


def test_heavy_knight_of_the_flame_banishes_a_special_summoned_attack_target():
    found = read(KNIGHT)
    assert found.automation == "full" and found.notes == []
    assert found.encoding == {"gemini": True, "effects": [{
        "type": "trigger", "event": "damage_step_start_attacks_monster",
        "battles": {"special_summoned": True}, "effect": [{"banish": "attack_target"}]}]}


def test_an_attack_on_a_special_summoned_monster_in_either_tense():
    for verb in ("attacks", "attacked"):
        assert damage_start_shapes.read(f"{START}{verb} a Special Summoned monster") == {
            "type": "trigger", "event": "damage_step_start_attacks_monster",
            "battles": {"special_summoned": True}}


def test_another_description_of_the_attack_target_stays_a_note():
    assert damage_start_shapes.read(f"{START}attacked a Special Summoned LIGHT monster") is None
    assert damage_start_shapes.read(f"{START}attacked a Fusion Summoned monster") is None


def test_red_eyes_black_flare_dragon_burns_for_its_original_atk_after_battling():
    found = read(FLARE)
    assert found.automation == "full" and found.notes == []
    assert found.encoding == {"gemini": True, "effects": [{
        "type": "trigger", "event": "battle_phase_end_battled", "once_per_turn": "name",
        "effect": [{"damage": {"player": "opponent", "atk_of": "self", "original": True,
                               "stat": "atk"}}]}]}


def test_its_current_atk_or_a_missing_battle_stays_a_note():
    assert scaling_shapes.printed("Inflict damage to your opponent equal to this card's ATK.",
                                  {}) is None
    assert timing_shapes.read("If damage calculation is performed involving this card") is None


def test_crusader_of_endymion_gains_atk_if_it_placed_the_counter():
    found = read(CRUSADER)
    assert found.automation == "full" and found.notes == []
    [effect] = found.encoding["effects"]
    assert effect["target"]["holds"] == "Spell Counter"
    assert effect["effect"] == [
        {"place_counters": {"card": "chosen", "count": 1, "name": "Spell Counter"}},
        {"if_you_do": [{"atk": {"target": "self", "amount": 600}}]}]


def test_mist_valley_thunder_lord_gains_atk_if_it_returned_its_target():
    found = read(THUNDER_LORD)
    assert found.automation == "full" and found.notes == []
    assert found.encoding["effects"][0]["effect"] == [
        {"to_hand": "chosen"}, {"if_you_do": [{"atk": {"target": "self", "amount": 500}}]}]


def test_diskblade_rider_keeps_its_duration_to_the_opponents_turn():
    found = read("41113025")  # Diskblade Rider: the duration read off by later_durations.py
    assert found.automation == "full"
    assert found.encoding["effects"][0]["effect"][1] == {
        "if_you_do": [{"atk": {"target": "self", "amount": 500, "until": "opponent_turn"}}]}


def test_the_later_part_alone_reads_only_this_turn_and_the_field():
    opponent = "This card gains 500 ATK until the end of your opponent's turn."
    assert gains_after.later(opponent, {}) is None
    turn = "This card gains 500 ATK until the end of this turn."
    assert gains_after.later(turn, {"from": "graveyard"}) is None
    assert gains_after.later(turn, {}) == [{"atk": {"target": "self", "amount": 500}}]
