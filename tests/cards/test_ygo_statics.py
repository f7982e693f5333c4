"""Sentences of real Yu-Gi-Oh! monsters that are not activated effects, read into the card keys
the engine enforces (statics.py; texts read in place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import derived


def test_you_can_only_control_1_of_its_own_name():
    yamato = derived("32339440")  # Bujin Yamato
    assert yamato.encoding == {"only_one": True}
    assert yamato.notes == ['Once per turn, during your End Phase: You can add 1 "Bujin" '
                            'monster from your Deck to your hand, then send 1 card from your '
                            'hand to the GY.']


def test_a_name_that_changes_on_the_field_and_in_the_graveyard():
    harpie = derived("75064463")  # Harpie Queen
    assert harpie.encoding["name_becomes"] == {"name": "Harpie Lady",
                                               "where": ["field", "graveyard"]}
    assert harpie.automation == "full"
    proto = derived("26439287")  # Proto-Cyber Dragon: on the field only
    assert proto.encoding == {"name_becomes": {"name": "Cyber Dragon", "where": ["field"]}}
    assert proto.automation == "full"


def test_the_name_fact_leaves_the_bullets_under_it_unread():
    # Harpie Harpist: of the two bullets under "each of these effects" (now read, 5-2-6) the
    # Normal Summon one still reads no further than its name fact
    harpist = derived("56585883")
    assert harpist.automation == "partial" and len(harpist.notes) == 1
    assert harpist.notes[0].startswith("When this card is Normal Summoned: ")


def test_an_archetype_fact_the_card_list_records():
    # Black Skull Dragon: Fusion, no effect but "(always treated as an "Archfiend" card.)"
    skull = derived("11901678")
    listed = [{"names": ["Summoned Skull"]}, {"names": ["Red-Eyes Black Dragon"]}]
    assert (skull.automation, skull.encoding, skull.notes) == (
        "full", {"fusion_materials": listed}, [])


def test_summoning_conditions_that_allow_one_way_only():
    mudballman = derived("52031567")  # "Must be Fusion Summoned and cannot be ... other ways."
    assert mudballman.encoding == {
        "special_summon_only": {"procedure": "fusion"}, "no_normal_summon": True,
        "fusion_materials": [{"names": ["Elemental HERO Bubbleman"]},
                             {"names": ["Elemental HERO Clayman"]}]}
    golem = derived("21947653")  # Evil HERO Lightning Golem
    assert golem.encoding["special_summon_only"] == {"card": "Dark Fusion"}
    assert golem.automation == "full"


def test_neither_can_be_destroyed_by_that_battle():
    tao = derived("34541543")  # Master Tao the Chanter
    assert tao.encoding == {"spares_battle": True}
    assert tao.automation == "partial"


def test_the_older_wordings_of_summoning_conditions():
    # "This card cannot be Special Summoned except with "Trial of the Princesses"."
    assert derived("02316186").encoding["special_summon_only"] == {
        "card": "Trial of the Princesses"}
    # Toy Knight: "Cannot be Special Summoned from the Deck."
    assert derived("01826676").encoding["no_special_summon_from"] == ["deck"]


def test_facts_of_spells_and_traps():
    custom = derived("09995766")  # Imperial Custom: a Continuous Trap
    assert custom.encoding == {"only_one": True} and custom.automation == "partial"
    axe = derived("40619825")  # Axe of Despair: "(always treated as an "Archfiend" card.)"
    assert axe.encoding["effect"] == [{"equip": {"card": "chosen", "atk": 1000, "def": 0}}]
    # its Graveyard effect, "You can Tribute 1 monster; place this card on top of your Deck.",
    # reads too (5-3-14): the whole card does
    assert axe.notes == [] and axe.automation == "full"


def test_continuous_effects_the_engine_keeps_in_battle():
    assert derived("20700531").encoding == {"battle_indestructible_atk": 1900}  # Pilgrim
    assert derived("55821894").encoding == {"no_battle_damage": True}  # Amazoness Fighter
    crusher = derived("01362589")  # Photon Crusher
    assert (crusher.encoding, crusher.automation) == ({"defense_after_attack": True}, "full")


def test_how_many_attacks_and_where():
    assert derived("21015833").encoding == {"attacks": 2}  # Hayabusa Knight
    zombyra = derived("88472456")  # Zombyra the Dark: its trigger is read too
    assert zombyra.encoding["no_direct_attack"] is True
    assert (zombyra.automation, zombyra.notes) == ("full", [])


def test_a_name_always_treated_as_another_and_an_archetype_left_out():
    cyber = derived("80316585")  # Cyber Harpie Lady
    assert cyber.encoding == {"name_becomes": {"name": "Harpie Lady", "where": ["always"]}}
    assert cyber.automation == "full"
    # "(This card is not treated as a "Crystal" card.)": the card list agrees
    assert "(This card is not treated as a \"Crystal\" card.)" not in derived("15052462").notes


def test_changed_to_defense_position_at_the_end_of_the_battle_phase():
    lei_lei = derived("84173492")  # Indomitable Fighter Lei Lei
    assert lei_lei.encoding == {"defense_after_battle_phase": True,
                                "keeps_defense_position": True}  # 9-2-8
    assert lei_lei.automation == "full"


def test_a_card_its_opponent_cannot_target():
    hyppo = derived("31303283")  # Hazy Flame Hyppogrif
    assert hyppo.encoding["untargetable_by_opponent"] is True


def test_a_name_in_the_monster_zone():
    arms = derived("37092104")  # Monstrous Arms of Atlantis: "Umi" while in the Monster Zone
    assert arms.encoding["name_becomes"] == {"name": "Umi", "where": ["field"]}
