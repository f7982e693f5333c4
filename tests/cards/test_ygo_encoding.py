"""The Yu-Gi-Oh! effects the judge applies, read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi): the whole text or nothing."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, lasting, psct, shapes, target_shapes


def encoded(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    return encoding.encode(card["kind"], card["card_property"], reading)


def test_pot_of_greed_draws_2():
    assert encoded("55144522") == {"effect": [{"draw": 2}]}


def test_burn_and_life_point_gain_in_both_wordings():
    assert encoded("19523799") == {"effect": [{"damage": {"player": "opponent",
                                                          "amount": 800}}]}  # Ookazi
    assert encoded("76103675") == {"effect": [{"damage": {"player": "opponent",
                                                          "amount": 200}}]}  # Sparks
    assert encoded("11868825") == {"effect": [{"gain_lp": {"player": "controller",
                                                           "amount": 600}}]}  # Goblin's


def test_mirror_force_keeps_its_condition_and_destroys_every_attack_position_monster():
    assert encoded("44095762") == {"when": "opponent_attack_declared", "effect": [
        {"destroy_all": {"player": "opponent", "position": "attack"}}]}


def test_a_monster_in_either_graveyard_is_special_summoned_to_the_activators_field():
    # Monster Reborn: "Target 1 monster in either GY; Special Summon it." (3-10-2)
    assert encoded("83764718") == {
        "target": {"what": "monster", "player": "any", "zone": "graveyard"},
        "effect": [{"special_summon": {"card": "chosen"}}]}


def test_solemn_judgment_pays_half_the_lp_and_negates_summons_spells_and_traps():
    assert encoded("41420027") == {  # Solemn Judgment
        "pay_lp": "half", "negates": ["summon", "spell", "trap"],
        "effect": [{"negate": "previous"}]}
    strike = encoded("40605147")  # Solemn Strike: Special Summons only
    assert (strike["pay_lp"], strike["negates"], strike["summon"]) == (
        1500, ["summon", "monster"], {"how": ["special"]})


def test_solemn_warning_negates_summons_and_activations_that_special_summon():
    assert encoded("84749824") == {  # Solemn Warning
        "pay_lp": 2000, "negates": ["summon", "summoning"], "effect": [{"negate": "previous"}]}


def test_a_trap_answering_a_summon_reads_that_monster():
    assert encoded("29401950") == {  # Bottomless Trap Hole
        "when": "summoned", "summon": {"player": "opponent", "atk_min": 1500},
        "effect": [{"destroy": "summoned"}, {"if_you_do": [{"banish": "summoned"}]}]}
    assert encoded("28654932")["summon"] == {  # Deep Dark Trap Hole
        "type": "Effect", "level_min": 5, "how": ["special"]}
    assert encoded("50323155")["summon"] == {  # Black Horn of Heaven
        "player": "opponent", "how": ["special"], "count": 1}


def test_a_monster_that_cannot_be_normal_summoned_says_so_to_the_engine():
    card = english("00010000")  # Ten Thousand Dragon
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    assert (fields, read) == ({"no_normal_summon": True}, ["Cannot be Normal Summoned/Set."])


def test_destroy_all_by_kind_and_by_whose_field():
    assert encoded("12580477") == {"effect": [{"destroy_all": {  # Raigeki
        "player": "opponent", "what": "monsters"}}]}
    assert encoded("53129443") == {"effect": [{"destroy_all": {  # Dark Hole
        "player": "both", "what": "monsters"}}]}
    assert encoded("18144506") == {"effect": [{"destroy_all": {  # Harpie's Feather Duster
        "player": "opponent", "what": "spells_traps"}}]}


def test_a_target_is_read_with_what_it_must_be():
    assert encoded("05318639") == {  # Mystical Space Typhoon
        "target": {"what": "spell_trap", "player": "any", "zone": "field"},
        "effect": [{"destroy": "chosen"}]}
    assert encoded("45939841") == {  # Twister: a cost, then a face-up target
        "pay_lp": 500, "effect": [{"destroy": "chosen"}],
        "target": {"what": "spell_trap", "player": "any", "zone": "field", "face_up": True}}
    assert encoded("08267140")["effect"] == [{"banish": "chosen"}]  # Cosmic Cyclone
    assert encoded("94192409")["effect"] == [{"to_hand": "chosen"}]  # Compulsory Evacuation


def test_special_summon_from_your_graveyard_in_the_printed_position():
    assert encoded("59919307") == {  # Back to the Front
        "target": {"what": "monster", "player": "controller", "zone": "graveyard"},
        "effect": [{"special_summon": {"card": "chosen", "position": "defense"}}]}


def test_an_atk_change_until_the_end_of_the_turn_needs_a_face_up_monster():
    assert encoded("70046172") == {  # Rush Recklessly
        "target": {"what": "monster", "player": "any", "zone": "field", "face_up": True},
        "effect": [{"atk": {"target": "chosen", "amount": 700}}]}


def test_the_attacking_monster_is_destroyed_when_it_declares_its_attack():
    assert encoded("56120475") == {"when": "opponent_attack_declared",  # Sakuretsu Armor
                                   "effect": [{"destroy": "attacker"}]}


def test_a_counter_trap_negates_the_kind_its_condition_names_and_pays_its_cost():
    assert encoded("03819470") == {"negates": ["trap"], "pay_lp": 1000,  # Seven Tools
                                   "effect": [{"negate": "previous"}]}


def test_what_is_not_read_completely_is_not_read_at_all():
    # Cursed Seal of the Forbidden Spell: a Spell as its cost, and a lasting ban; Pot of
    # Duality: excavating the Deck, and a clause on the turn's Special Summons: every part
    # must be read, or none
    for number in ("58851034", "98645731"):
        assert encoded(number) is None, number


def test_cards_discarded_or_tributed_as_a_cost():
    assert encoded("77414722") == {"negates": ["spell"], "discard": 1,  # Magic Jammer
                                   "effect": [{"negate": "previous"}]}
    assert encoded("80584548") == {  # Ballista Squad
        "tribute": 1, "target": {"what": "card", "player": "opponent", "zone": "field"},
        "effect": [{"destroy": "chosen"}]}


def test_the_once_per_turn_clause_of_a_real_card_is_read_on_its_own():
    # Magical Musket - Desperado: its clause reads, and its condition ("If you control a
    # "Magical Musket" monster") is the card's `if` (st_conditions.py, 5-2-4)
    card = english("20745268")
    reading = psct.read(card["text"], card["kind"], card["card_property"])
    assert shapes.limits(reading.limits) == {"once_per_turn": True}
    found = encoding.encode(card["kind"], card["card_property"], reading)
    assert found is not None and found["once_per_turn"] is True
    assert found["if"] == {"control": {"archetype": "Magical Musket"}}


def test_a_long_hostile_text_is_read_in_one_pass():
    # every pattern is anchored with no nested quantifier: a long near-miss fails fast
    text = "When a" + " Spell/Trap Card," * 20000 + " is activate: " + "Discard 1 card" * 5000
    reading = psct.read(text + "; negate the activation.", "trap", "Counter")
    assert encoding.encode("trap", "Counter", reading) is None


def monster_fields(number: str) -> tuple[dict, list[str]]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    return encoding.encode_monster(reading)


def test_continuous_effects_the_engine_keeps_in_battle():
    assert monster_fields("79870141")[0] == {"piercing": True}  # Mad Sword Beast
    assert monster_fields("32809211")[0] == {"direct_attack": True}  # Jinzo #7
    fields, read = monster_fields("11662742")  # Gellenduo: the rest of its text is not read
    assert (fields, read) == ({"battle_indestructible": True}, ["Cannot be destroyed by battle."])


def test_monsters_that_card_effects_cannot_destroy():
    fields, read = monster_fields("05126490")  # Neos Wiseman: the rest is not read
    assert fields == {"no_normal_summon": True, "effect_indestructible": True}
    assert read == ["Cannot be Normal Summoned or Set.", "Cannot be destroyed by card effects."]
    fields, read = monster_fields("34408491")  # Beelze of the Diabolic Dragons
    assert fields == {"battle_indestructible": True, "effect_indestructible": True}
    assert read == ["Cannot be destroyed by battle or card effects."]


def first_target(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"])
    return target_shapes.target(reading.effects[0].target)


def test_targets_in_the_opponents_graveyard_and_face_down_cards_are_read():
    assert first_target("24224830") == {"target": {  # Called by the Grave
        "what": "monster", "player": "opponent", "zone": "graveyard"}}
    assert first_target("38699854") == {"target": {  # its flip-up is not read, its target is
        "what": "monster", "player": "any", "zone": "field", "face_down": True}}
    assert encoded("20899496") is None  # to its activator's field from the opponent's GY


def test_an_archetype_in_the_target_and_the_once_per_turn_clause_are_read():
    assert encoded("37256135") == {  # Melffy Tag
        "once_per_turn": True, "effect": [{"special_summon": {"card": "chosen"}}],
        "target": {"what": "monster", "player": "controller", "zone": "graveyard",
                   "archetype": "Melffy"}}


def test_cannot_be_special_summoned_is_kept_and_the_rest_named():
    fields, read = monster_fields("03078576")  # Yata-Garasu: its Draw Phase skip is not read
    assert fields["no_special_summon"] is True and len(read) == 2
    assert "Cannot be Special Summoned." in read  # and its Spirit return (7-7-5)
    assert [e["event"] for e in fields["effects"]] == ["end_phase"]


def equip_fields(number: str) -> dict | None:
    card = english(number)
    return lasting.encode_equip(psct.read(card["text"], card["kind"], card["card_property"]))


def test_equip_spells_with_a_fixed_change_of_atk_and_def():
    axe = equip_fields("40619825")  # Axe of Despair: its Graveyard effect is named, not applied
    assert axe is not None and axe["effect"] == [{"equip": {"card": "chosen", "atk": 1000,
                                                            "def": 0}}]
    assert axe["target"] == {"what": "monster", "player": "any", "zone": "field",
                             "face_up": True}
    assert len([text for text in axe["left"] if "sent from the field" in text]) == 1
    horn = equip_fields("64047146")  # Horn of the Unicorn: ATK and DEF
    assert horn is not None and horn["effect"][0]["equip"] == {"card": "chosen", "atk": 700,
                                                               "def": 700}
    assert equip_fields("41587307") == {  # Broken Bamboo Sword: its whole text
        "target": {"what": "monster", "player": "any", "zone": "field", "face_up": True},
        "effect": [{"equip": {"card": "chosen", "atk": 0, "def": 0}}]}


def test_an_equip_spell_for_one_type_or_attribute_narrows_its_target():
    sword = equip_fields("61854111")  # Legendary Sword: a Warrior, 300 ATK/DEF
    assert sword is not None and sword["target"]["type"] == "Warrior" and "left" not in sword
    assert sword["effect"][0]["equip"] == {"card": "chosen", "atk": 300, "def": 300}
    shell = equip_fields("02370081")  # Steel Shell: a WATER monster, ATK up and DEF down
    assert shell is not None and shell["target"]["attribute"] == "WATER"
    assert shell["effect"][0]["equip"] == {"card": "chosen", "atk": 400, "def": -200}


def test_an_equip_spell_that_limits_its_target_otherwise_is_not_read():
    assert equip_fields("01187243") is None  # "Equip only to a "Gusto" monster."


def field_fields(number: str) -> dict | None:
    card = english(number)
    return lasting.encode_field(psct.read(card["text"], card["kind"], card["card_property"]))


def test_field_spells_that_change_the_atk_and_def_of_types_or_an_attribute():
    assert field_fields("59197169") == {"boosts": [  # Yami: two Types up, one down
        {"types": ["Fiend", "Spellcaster"], "atk": 200, "def": 200},
        {"types": ["Fairy"], "atk": -200, "def": -200}]}
    assert field_fields("56594520") == {"boosts": [  # Gaia Power: EARTH, ATK up and DEF down
        {"attribute": "EARTH", "atk": 500, "def": -400}]}
    hunting = field_fields("75782277")  # Harpies' Hunting Ground: its other effect is named
    assert hunting is not None and hunting["boosts"] == [{"types": ["Winged Beast"], "atk": 200,
                                                         "def": 200}]
    assert len(hunting["left"]) == 1


def test_book_of_moon_turns_a_face_up_monster_face_down():
    assert encoded("14087893") == {"target": {"what": "monster", "player": "any",
                                              "zone": "field", "face_up": True},
                                   "effect": [{"change_position": {"card": "chosen",
                                                                   "to": "set"}}]}


def test_traps_that_negate_an_attack_read_what_they_do_after_it():
    cylinder = [{"negate_attack": True},
                {"if_you_do": [{"damage": {"player": "opponent", "atk_of": "attacker"}}]}]
    assert encoded("62279055") == {"when": "opponent_attack_declared", "effect": cylinder}
    assert encoded("14315573")["effect"] == [  # Negate Attack
        {"negate_attack": True}, {"then": [{"end_battle_phase": True}]}]
    assert encoded("43250041") == {"when": "opponent_attack_declared", "effect": [  # Draining
        {"negate_attack": True},
        {"if_you_do": [{"gain_lp": {"player": "controller", "atk_of": "attacker"}}]}]}
    assert encoded("70342110") == {"when": "opponent_attack_declared",  # Dimensional Prison
                                   "effect": [{"banish": "attacker"}]}


def test_a_trap_of_several_plain_sentences_does_each_in_order():
    assert encoded("12607053") == {"effect": [  # Waboku
        {"this_turn": {"rule": "no_battle_damage", "player": "controller"}},
        {"this_turn": {"rule": "battle_indestructible", "player": "controller"}}]}
    assert encoded("36361633") == {"effect": [  # Threatening Roar
        {"this_turn": {"rule": "no_attacks", "player": "opponent"}}]}


def test_continuous_cards_that_keep_monsters_from_attacking():
    from cards.ygo import locks
    assert locks.lock("Level 4 or higher monsters cannot attack.") == {"level_min": 4}
    assert locks.lock("Monsters with 1500 or more ATK cannot declare an attack.") == {
        "atk_min": 1500}
    assert locks.lock("Insect monsters your opponent controls cannot declare an attack.") == {
        "player": "opponent", "type": "Insect"}
    assert locks.lock("Level 4 or higher monsters cannot attack directly.") is None
    card = english("85742772")  # Gravity Bind
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert locks.encode_continuous(reading) == {"attack_lock": {"level_min": 4}, "effect": []}
    card = english("44656491")  # Messenger of Peace: its Standby Phase cost is left
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert locks.encode_continuous(reading)["left"] == [
        "Once per turn, during your Standby Phase, pay 100 LP or destroy this card."]


def test_continuous_traps_bound_to_the_monster_they_revive():
    from cards.ygo import revival
    card = english("97077563")  # Call of the Haunted
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert revival.encode_revival(reading) == {
        "target": {"what": "monster", "player": "controller", "zone": "graveyard"},
        "effect": [{"special_summon": {"card": "chosen", "position": "attack"}}],
        "bond": "destroyed"}
    card = english("98273947")  # Graceful Revival: "When that monster leaves the field"
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert revival.encode_revival(reading)["bond"] == "leaves"
    card = english("23440062")  # Wicked Rebirth: its effects negated, not read
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert revival.encode_revival(reading) is None


def test_mirror_forces_that_return_the_attackers_side():
    assert encoded("05650082") == {"when": "opponent_attack_declared", "effect": [  # Storming
        {"return_all": {"to": "hand", "player": "opponent", "position": "attack"}}]}
    assert encoded("47475363") == {"when": "opponent_direct_attack_declared",  # Drowning
                                   "effect": [{"return_all": {
                                       "to": "deck", "player": "opponent",
                                       "position": "attack"}}]}


def test_an_equip_spell_that_revives_and_equips_its_target():
    from cards.ygo import revival
    card = english("70828912")  # Premature Burial
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert revival.encode_equip_revival(reading) == {
        "pay_lp": 800, "target": {"what": "monster", "player": "controller",
                                  "zone": "graveyard"},
        "effect": [{"special_summon": {"card": "chosen", "position": "attack"}}],
        "bond": "equipped"}


def test_ego_boost_answers_any_attack_until_the_end_of_the_battle_phase():
    assert encoded("73178098") == {
        "when": "attack_declared",
        "target": {"what": "monster", "player": "any", "zone": "field", "face_up": True},
        "effect": [{"atk": {"target": "chosen", "amount": 1000, "until": "battle_phase"}}]}


def test_defense_draw_at_damage_calculation_of_the_opponents_turn():
    assert encoded("24268052") == {"when": "opponent_damage_calculation", "effect": [
        {"this_turn": {"rule": "no_battle_damage", "player": "controller", "until": "battle"}},
        {"if_you_do": [{"draw": 1}]}]}


def test_zero_gravity_changes_every_face_up_monsters_position():
    assert encoded("83133491") == {"effect": [{"change_position_all": {"player": "both"}}]}


def test_continuous_traps_that_hold_their_target():
    from cards.ygo import revival
    card = english("29267084")  # Shadow Spell
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert revival.encode_hold(reading) == {
        "target": {"what": "monster", "player": "opponent", "zone": "field", "face_up": True},
        "effect": [{"hold": {"card": "chosen", "limits": ["no_attack", "no_position_change"],
                             "atk": -700}}],
        "bond": "leaves"}
    card = english("54704216")  # Nightmare Wheel: its Standby Phase damage, not read
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert revival.encode_hold(reading) is None


def test_ring_of_destruction():
    assert encoded("83555666") == {
        "when": "opponent_turn", "once_per_turn": True,
        "target": {"what": "monster", "player": "opponent", "zone": "field", "face_up": True,
                   "atk_max_lp": True},
        "effect": [{"destroy": "chosen"}, {"if_you_do": [
            {"damage": {"player": "controller", "atk_of": "chosen", "original": True}},
            {"then": [{"damage": {"player": "opponent", "atk_of": "chosen",
                                  "original": True}}]}]}]}
