"""How a monster's own text lets it be summoned, read from real cards' English texts (read
in place from ../shared/fixtures/yaml-yugi, facts only): procedures of its own (8-4-8), "Must
be" / "Must first be" (8-4-7, 8-4-5), "once per turn this way", "You can only Special Summon X
once per turn" (8-4-9), Normal Summons without Tributes (8-1-8), two Tributes (8-2-5)."""
from __future__ import annotations

from ygo_support import derived as read


def test_cyber_dragon_only_the_opponent_controls_a_monster():
    found = read("70095154")
    assert found.automation == "full"
    assert found.encoding["summon_procedures"] == [
        {"from": ["hand"], "if": {"monsters_max": 0, "opponent_monsters_min": 1}}]


def test_chaos_emperor_dragon_must_be_summoned_by_banishing_light_and_dark():
    found = read("82301904")
    procedure = found.encoding["summon_procedures"][0]
    assert [(c["do"], c["attribute"]) for c in procedure["cost"]] == [
        ("banish", "LIGHT"), ("banish", "DARK")]
    assert found.encoding["special_summon_only"] == {"procedure": "own"}
    assert found.encoding["no_normal_summon"] is True


def test_black_luster_soldier_must_first_be_summoned_its_way():
    found = read("72989439")
    assert found.encoding["summon_first"] is True
    assert "special_summon_only" not in found.encoding


def test_dark_armed_dragon_exactly_three_dark_monsters_in_the_graveyard():
    found = read("65192027")
    assert found.encoding["summon_procedures"] == [
        {"from": ["hand"], "if": {"graveyard": {"count": 3, "attribute": "DARK"}}}]
    assert found.automation == "full"


def test_lightpulsar_dragon_from_the_hand_or_from_the_graveyard():
    procedures = read("99365553").encoding["summon_procedures"]
    assert [p["from"] for p in procedures] == [["hand"], ["graveyard"]]
    assert [c["do"] for c in procedures[1]["cost"]] == ["send", "send"]


def test_canon_once_per_turn_this_way_and_its_effect_after_it():
    found = read("16021142")  # Canon the Melodious Diva
    assert found.encoding["summon_procedures"][0]["once_per_turn"] is True
    assert found.encoding["summon_procedures"][0]["if"] == {
        "control": {"archetype": "Melodious"}}
    assert found.encoding["effects"][0]["once_per_turn"] == "copy"


def test_special_summoned_once_per_turn_swift_gaia_and_kaiser_sea_horse():
    assert read("40907115").encoding["special_summon_once"] is True  # Ritual Beast Tamer Wen
    assert read("16589042").encoding["summon_without_tributes"] == {"if": {"hand_max": 1}}
    assert read("17444133").encoding["double_tribute"] == {"attribute": "LIGHT"}


def test_an_unread_condition_leaves_the_procedure_a_note():
    found = read("01003028")  # Doggy Diver: "all face-up monsters you control (min. 1)"
    assert "summon_procedures" not in found.encoding
    assert any("you can Special Summon this card" in note for note in found.notes)


def test_a_gemini_monster_and_the_effect_its_gemini_summon_gives():
    found = read("57662975")  # Darkstorm Dragon
    assert found.automation == "full" and found.encoding["gemini"] is True
    assert found.encoding["effects"][0]["effect"] == [
        {"destroy_all": {"player": "both", "what": "spells_traps"}}]


def test_a_gemini_monster_whose_effect_is_not_read_is_partly_automated():
    found = read("39357122")  # Red-Eyes Archfiend of Lightning: "destroy all ... with DEF lower
    # than this card's ATK" is not read
    assert found.automation == "partial" and found.encoding == {"gemini": True}
    assert len(found.notes) == 1 and found.notes[0].startswith("While this card")


def test_an_effect_activated_only_while_the_board_is_as_its_text_says():
    found = read("23893227")  # Cyber Dragon Core
    assert found.automation == "full"
    assert found.encoding["effects"][1]["if"] == {"monsters_max": 0, "opponent_monsters_min": 1}
    assert found.encoding["effects"][1]["type"] == "ignition"


def test_conditions_on_another_monster_the_opponents_and_the_field_zone():
    bora = read("49003716").encoding  # Blackwing - Bora the Spear
    assert bora["summon_procedures"][0]["if"] == {
        "control": {"archetype": "Blackwing", "except": ["Blackwing - Bora the Spear"]}}
    assert read("15458892").encoding["summon_procedures"][0]["if"] == {
        "opponent_control": {"type": "Xyz"}}
    assert read("67660909").encoding["summon_procedures"][0]["if"] == {
        "field_spell": ["Obsidim, the Ashened City"]}


def test_chaos_sorcerer_and_photon_thrasher_attack_limits():
    sorcerer = read("09596126")
    assert sorcerer.automation == "full" and sorcerer.encoding["summon_first"] is True
    assert sorcerer.encoding["effects"][0]["no_attack_turn"] is True
    thrasher = read("65367484")
    assert thrasher.automation == "full"
    assert thrasher.encoding["no_attack_beside_others"] is True
    assert thrasher.encoding["summon_procedures"] == [{"from": ["hand"],
                                                       "if": {"monsters_max": 0}}]


def test_all_the_monsters_its_player_controls_fit():
    riscorpio = read("60461077").encoding["summon_without_tributes"]  # Gouki Riscorpio
    assert riscorpio == {"if": {"all_control": {"archetype": "Gouki"}}}
    raidraptor = read("51933043").encoding["effects"][0]["if"]  # "(min. 1)"
    assert raidraptor == {"all_control": {"archetype": "Raidraptor"}, "monsters_min": 1}


def test_gilford_three_tributes_and_its_effect_if_summoned_this_way():
    found = read("36354007")  # Gilford the Lightning
    assert found.automation == "full" and found.encoding["tribute_summon_with"] == 3
    assert found.encoding["effects"] == [{
        "type": "trigger", "event": "summoned_this_way", "optional": False,
        "effect": [{"destroy_all": {"player": "opponent", "what": "monsters"}}]}]


def test_an_effect_once_per_duel():
    found = read("56570271")  # Destiny HERO - Disk Commander
    assert found.encoding["effects"][0]["once_per_turn"] == "duel"
