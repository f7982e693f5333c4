"""Continuous Effects that change ATK and DEF (5-1-1), read from real cards' English texts (read
in place from ../shared/fixtures/yaml-yugi, facts only): who changes, by how much, for each
what."""
from __future__ import annotations

from ygo_support import derived


def test_monsters_of_a_type_its_controller_controls_gain_atk():
    found = derived("83602069")  # Comrade Swordsman of Landstar
    assert found.automation == "full"
    assert found.encoding["stat_changes"] == [
        {"monsters": {"type": "Warrior"}, "player": "controller", "atk": 400, "def": 0}]


def test_a_gain_for_each_card_in_its_controllers_hand():
    assert derived("46657337").encoding["stat_changes"] == [  # Muka Muka
        {"atk": 300, "def": 300, "for_each": {"zone": "hand", "player": "controller",
                                              "what": "card"}}]


def test_two_changes_joined_by_also_raise_one_attribute_and_lower_another():
    assert derived("67629977").encoding["stat_changes"] == [  # Hoshiningen
        {"monsters": {"attribute": "LIGHT"}, "player": "any", "atk": 500, "def": 0},
        {"monsters": {"attribute": "DARK"}, "player": "any", "atk": -400, "def": 0}]


def test_a_count_of_other_monsters_of_a_type_on_the_field():
    assert derived("18891691").encoding["stat_changes"] == [  # Perfect Machine King
        {"atk": 500, "def": 0, "for_each": {"zone": "field", "player": "any",
                                            "what": "monster", "type": "Machine",
                                            "other": True}}]


def test_a_continuous_spell_does_nothing_more_on_activation():
    found = derived("26345570")  # Chronomaly Pyramid Eye Tablet
    assert found.automation == "full"
    assert found.encoding == {"effect": [], "stat_changes": [
        {"monsters": {"archetype": "Chronomaly"}, "player": "controller", "atk": 800,
         "def": 0}]}


def test_a_change_under_a_condition_before_or_after_it():
    found = derived("13316346")  # Boot-Up Soldier - Dread Dynamo: "While you control ..."
    assert found.encoding["stat_changes"] == [
        {"atk": 2000, "def": 0, "if": {"control": {"archetype": "Gadget"}}}]
    assert derived("08078366").encoding["stat_changes"] == [  # Atlantean Attack Squad
        {"atk": 800, "def": 0, "if": {"control": {"type": ["Fish", "Sea Serpent", "Aqua"]},
                                      "control_other": True}}]


def test_a_condition_the_reader_does_not_know_leaves_the_sentence_a_note():
    found = derived("02511717")  # Legendary Six Samurai - Kageki: "with a different name"
    assert "stat_changes" not in found.encoding
    assert any("different name" in note for note in found.notes)


def test_a_change_of_its_own_in_the_damage_step_of_its_battles():
    assert derived("44729197").encoding["stat_changes"] == [  # Steamroid
        {"atk": 500, "def": 0, "battle": {"role": "attacks", "versus": "monster",
                                          "window": "damage_step"}},
        {"atk": -500, "def": 0, "battle": {"role": "attacked", "versus": "monster",
                                           "window": "damage_step"}}]
    assert derived("25771826").encoding["stat_changes"][0]["battle"] == {  # Garadholg
        "role": "battles", "versus": "monster", "against": {"attribute": "LIGHT"},
        "window": "damage_step"}


def test_a_count_except_this_card_and_of_tuners():
    assert derived("62873545").encoding["stat_changes"] == [  # Dragon Master Knight
        {"atk": 500, "def": 0, "for_each": {"zone": "field", "player": "controller",
                                            "what": "monster", "type": "Dragon",
                                            "other": True}}]


def test_other_wordings_of_kept_battle_effects():
    assert derived("13722870").encoding.get("no_battle_damage") is True  # Dark Flare Knight
    assert derived("15335853").encoding.get("no_direct_attack") is True  # Sabre Hawk


def test_the_older_order_of_a_type_before_an_archetype():
    changes = derived("03204467").encoding["stat_changes"]  # 'Reptile-Type "Worm" monster'
    assert changes[0]["for_each"] == {"zone": "graveyard", "player": "controller",
                                      "what": "monster", "archetype": "Worm", "type": "Reptile"}
