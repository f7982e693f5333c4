"""A Gemini monster's "●" Continuous Effects, read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi, facts only): the ones whose engine checks wait for
the Gemini Summon (8-1-9): sparing other monsters from destruction (5-3-15), a lock while it
attacks (12-3-20) and a name it has on the field (5-4-2)."""
from __future__ import annotations

from ygo_support import derived as read

RED_EYES_IMPACT, ANCIENT_GEAR_KNIGHT, NEOS_ALIUS = "17871506", "39303359", "69884162"


def test_meteor_dragon_red_eyes_impact_spares_other_red_eyes_once_gemini_summoned():
    found = read(RED_EYES_IMPACT)
    assert found.automation == "full" and found.notes == []
    assert found.encoding == {"gemini": True, "survives": [
        {"by": "any", "times": 0, "monsters": {"archetype": "Red-Eyes"}, "other": True}]}


def test_ancient_gear_knight_locks_spells_and_traps_while_it_attacks():
    found = read(ANCIENT_GEAR_KNIGHT)
    assert found.automation == "full"
    assert found.encoding == {"gemini": True,
                              "battle_lock": {"when": "attacks", "what": "spells_traps"}}


def test_neos_alius_takes_its_name_on_the_field():
    found = read(NEOS_ALIUS)
    assert found.automation == "full"
    assert found.encoding["gemini"] is True
    assert found.encoding["name_becomes"]["where"] == ["field"]
    assert found.encoding["name_becomes"]["name"].endswith("Neos")


def test_a_gemini_monster_changed_to_defense_position_after_the_battle_phase():
    # Phantom Dragonray Bronto: both checks wait for the Gemini Summon (negation.has asks for
    # the change at the end of the Battle Phase, 12-9-2; the position kept after it, 9-2-8)
    found = read("43191636")
    assert found.automation == "full" and found.encoding == {
        "gemini": True, "original_atk_becomes": 2300, "defense_after_battle_phase": True,
        "keeps_defense_position": True}


def test_the_older_wording_ending_with_a_colon_is_a_gemini_monster_too():
    found = read("20438745")  # King Pyron: its "●" line in the older words too (5-1-2)
    assert found.automation == "full" and found.encoding["gemini"] is True
    [granted] = found.encoding["effects"]  # "Once per turn, you can inflict 1000 damage ..."
    assert (granted["type"], granted["once_per_turn"]) == ("ignition", "copy")
    assert granted["effect"] == [{"damage": {"player": "opponent", "amount": 1000}}]


def test_grasschopper_attacks_every_monster_once_gemini_summoned():
    found = read("95166228")  # in the older wording
    assert found.automation == "full"
    assert found.encoding == {"gemini": True, "attack_all": True}


def test_chthonian_emperor_dragon_attacks_twice_once_gemini_summoned():
    found = read("95888876")
    assert found.automation == "full"
    assert found.encoding == {"gemini": True, "attacks": 2}


def test_gemini_lancer_inflicts_piercing_damage_in_the_older_words():
    found = read("26254876")
    assert found.automation == "full"
    assert found.encoding == {"gemini": True, "piercing": True}
