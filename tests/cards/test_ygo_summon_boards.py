"""The board a monster's own Summon asks for, read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi, facts only): two states joined by "and", each read
whole and every key of both asked (8-4-8), "a face-up ..." monster, a card named with "an",
", except "X"", a Tuner, and "in face-up Defense Position"."""
from __future__ import annotations

from ygo_support import derived as read

from cards.ygo import summon_shapes


def procedure_if(number: str) -> dict:
    found = read(number)
    assert found.automation == "full", found.notes
    return found.encoding["summon_procedures"][0]["if"]


def test_two_states_joined_by_and_ask_both():
    assert procedure_if("45651298") == {"opponent_monsters_min": 1, "control": {"level": 3}}
    assert procedure_if("38007744") == {"opponent_cards_min": 1, "cards_max": 0}
    assert procedure_if("78391364") == {"opponent_monsters_min": 2, "monsters_max": 0}
    assert procedure_if("41788781") == {"opponent_control": {"type": "Synchro"},
                                        "monsters_max": 0}
    assert procedure_if("39806198") == {"opponent_monsters_min": 1, "monsters_min": 1,
                                        "all_control": {"archetype": "Gimmick Puppet"}}


def test_two_states_asking_the_same_key_are_not_read():
    assert summon_shapes.condition(
        'you control a "Gagaga" monster and you control a Level 4 monster') is None
    assert summon_shapes.condition("your opponent controls a monster and a Spell") is None


def test_face_up_monsters_named_cards_and_an_except():
    assert procedure_if("31314549") == {"control": {"type": "Xyz"}}
    assert procedure_if("31557782") == {"control": {"names": ["Ancient Gear"]}}
    assert procedure_if("98280324") == {"control": {"archetype": "Fluffal",
                                                    "except": ["Fluffal Sheep"]}}
    assert read("40160226").encoding["summon_without_tributes"] == {
        "if": {"control": {"type": "Sea Serpent"}}}


def test_a_tuner_and_the_face_up_position_it_comes_in():
    found = read("80457744")  # Boost Warrior
    assert found.automation == "full"
    assert found.encoding["summon_procedures"] == [
        {"from": ["hand"], "if": {"control": {"type": "Tuner"}}, "position": "defense"}]
    assert read("35866404").encoding["summon_procedures"][0]["position"] == "attack"


def test_a_monster_on_either_field_and_monsters_counted():
    assert procedure_if("77360173") == {"field_control": {"type": "Synchro"}}
    slasher = read("09718968").encoding["summon_procedures"][0]
    assert slasher == {"from": ["hand"], "if": {"field_control": {"type": "Xyz"}},
                       "position": "defense"}
    assert procedure_if("71799173") == {"control": {"attribute": "LIGHT"}, "control_min": 2}
    assert procedure_if("82315772") == {"control": {"archetype": "Heraldic Beast"},
                                        "control_min": 2}


def test_no_spell_or_trap_in_the_graveyard_and_board_keys_only_for_a_procedure():
    procedure = read("36523152").encoding["summon_procedures"][0]  # Superheavy Samurai
    assert procedure["if"] == {"graveyard_none": "spell_trap"}
    # an effect's `if` holds the keys of a monster's text only: not read there
    assert summon_shapes.condition("a Synchro Monster is on the field") is None


def test_an_original_atk_or_def_on_the_field_and_a_level_or_rank():
    assert procedure_if("22938501") == {"field_original_stat": 2500}  # Regenesis Sage
    assert procedure_if("13533678") == {"control_level_rank": 2}  # Spright Jet


def test_infernoid_banishes_while_the_effect_monsters_levels_are_low():
    found = read("52038272")  # Infernoid Harmadik
    assert found.automation == "full"
    assert found.encoding["summon_procedures"] == [{
        "from": ["hand"], "if": {"effect_levels_max": 8},
        "cost": [{"do": "banish", "from": ["hand", "graveyard"], "what": "monster",
                  "archetype": "Infernoid"}]}]
    assert found.encoding["special_summon_only"] == {"procedure": "own"}


def test_two_attributes_counted_controlling_and_returning():
    costs = read("55589254").encoding["summon_procedures"][0]["cost"]  # Frost and Flame Dragon
    assert [(c["attribute"], c.get("count", 1)) for c in costs] == [("FIRE", 1), ("WATER", 2)]
    assert procedure_if("51808422") == {"control": {"archetype": "X-Saber"}, "control_min": 2}
    slugger = read("56421754").encoding["summon_procedures"][0]  # U.A. Mighty Slugger
    assert slugger["cost"] == [{"do": "return", "what": "monster", "archetype": "U.A.",
                                "except": ["U.A. Mighty Slugger"]}]
    assert slugger["once_per_turn"] is True


def test_paying_life_points_and_summoned_only_with_a_named_card():
    found = read("44682448")  # Garbage Lord
    assert found.automation == "full"
    assert found.encoding["summon_procedures"] == [{"from": ["hand"], "pay_lp": 2000}]
    berserk = read("85605684")  # Berserk Dragon: "... and cannot be Special Summoned by other ways"
    assert berserk.automation == "full"
    assert berserk.encoding["special_summon_only"] == {"card": "A Deal with Dark Ruler"}


def test_the_opponents_monsters_and_the_field_zones():
    assert procedure_if("97466712") == {"opponent_monsters_max": 0}  # Hack Worm
    assert procedure_if("06930746") == {"opponent_atk_min": 2000}
    assert procedure_if("72323266") == {"field_zone": "any"}
    assert procedure_if("05291803") == {"field_zone": "face_up"}


def test_monsters_with_different_names_in_the_graveyard_and_by_having_them():
    assert procedure_if("45439263") == {"graveyard_min": {
        "count": 3, "archetype": "Laval", "different_names": True}}
    judgment = read("57774843")  # Judgment Dragon: "Must be ... by having 4 or more ..."
    assert judgment.encoding["summon_procedures"][0]["if"] == {"graveyard_min": {
        "count": 4, "archetype": "Lightsworn", "different_names": True}}
    assert judgment.encoding["special_summon_only"] == {"procedure": "own"}


def test_one_of_several_names_and_revealing_a_named_card():
    assert procedure_if("21414674") == {"control": {"names": ["Magic Hand", "Fire Hand",
                                                              "Ice Hand"]}}
    alternative = read("38517737").encoding["summon_procedures"][0]
    assert alternative["cost"] == [{"do": "reveal", "what": "card",
                                    "names": ["Blue-Eyes White Dragon"]}]


def test_monsters_including_one_and_monsters_counted_on_either_field():
    assert procedure_if("08822710") == {"opponent_monsters_min": 2,
                                        "opponent_control": {"attribute": "LIGHT"}}
    assert procedure_if("36539330") == {"field_control": {"type": "Beast-Warrior"},
                                        "field_control_min": 2}
