"""Monster effects the judge activates, read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): each effect's kind, where it is activated from, its cost,
target, once-per-turn clause and steps; an effect not read in full stays a note."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct


def monster(number: str) -> tuple[dict, list[str], int]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    return fields, read, len(reading.effects)


def test_an_ignition_effect_with_a_tribute_cost():
    fields, read, count = monster("11384280")  # Cannon Soldier
    assert fields == {"effects": [{"type": "ignition", "tribute": 1, "effect": [
        {"damage": {"player": "opponent", "amount": 500}}]}]}
    assert len(read) == count == 1


def test_once_per_turn_on_each_copy_and_a_target_in_the_opponents_graveyard():
    fields, _, _ = monster("26701483")  # Card Ejector
    assert fields["effects"] == [{"type": "ignition", "once_per_turn": "copy", "target": {
        "what": "card", "player": "opponent", "zone": "graveyard"}, "effect": [
        {"banish": "chosen"}]}]


def test_once_per_turn_by_name():
    fields, _, _ = monster("28565527")  # Golden Dragon Summoner
    assert fields["effects"][0]["once_per_turn"] == "name"
    assert fields["effects"][0]["tribute"] == 1


def test_a_when_trigger_on_the_normal_summon_keeps_its_wording():
    fields, _, _ = monster("77060848")  # Svartalf of the Nordic Alfar
    effect = fields["effects"][0]
    assert (effect["type"], effect["event"], effect["when"]) == ("trigger", "normal_summoned",
                                                                 True)
    assert effect["target"]["archetype"] == "Nordic"
    assert effect["effect"] == [{"to_hand": "chosen"}]


def test_an_effect_with_an_unread_condition_stays_a_note():
    # Honest: "During your Main Phase: ..." and "During the Damage Step, when a LIGHT monster
    # you control battles (Quick Effect): ...": neither condition is read
    fields, read, count = monster("37742478")
    assert "effects" not in fields and read == [] and count == 2


def test_a_monster_that_tributes_itself_as_the_cost():
    fields, _, _ = monster("74131780")  # Exiled Force
    assert fields["effects"] == [{"type": "ignition", "cost_self": "tribute", "from": "field",
                                  "target": {"what": "monster", "player": "any",
                                             "zone": "field"},
                                  "effect": [{"destroy": "chosen"}]}]


def test_a_target_of_an_archetype_and_a_level_bound():
    fields, read, count = monster("22835145")  # Blackwing - Blizzard the Far North
    assert fields["effects"][0]["target"] == {"what": "monster", "player": "controller",
                                              "zone": "graveyard", "archetype": "Blackwing",
                                              "level_max": 4}
    assert fields["no_special_summon"] is True and len(read) == count == 2


def test_a_target_of_one_type_in_the_graveyard():
    fields, _, _ = monster("09190563")  # RAM Clouder
    assert fields["effects"][0]["target"] == {"what": "monster", "player": "controller",
                                              "zone": "graveyard", "type": "Cyberse"}


def test_a_trigger_without_you_can_is_mandatory():
    fields, _, _ = monster("30914564")  # Sacred Crane
    assert fields["effects"] == [{"type": "trigger", "event": "special_summoned",
                                  "optional": False, "effect": [{"draw": 1}]}]


def test_discarding_itself_to_the_gy_and_sending_itself_from_the_hand():
    fields, _, _ = monster("43797906")  # Warrior of Atlantis: "discard this card to the GY"
    assert fields["effects"][0]["cost_self"] == "discard"
    fields, _, _ = monster("96385345")  # Rose Paladin: "send this card from your hand to the GY"
    sent = [e for e in fields["effects"] if e.get("cost_self") == "send"]
    assert sent == [{"type": "ignition", "cost_self": "send", "from": "hand", "effect": [
        {"fetch": {"to": "hand", "what": "monster", "type": "Plant", "level_min": 7}}],
        "once_per_turn": "name"}]


def test_revealing_itself_in_the_hand():
    fields, _, _ = monster("66206748")  # Masked HERO Fountain
    assert fields["effects"][0]["cost_self"] == "reveal"
    assert fields["effects"][0]["from"] == "hand"


def test_detaching_a_material_as_the_cost():
    fields, read, count = monster("56910167")  # Superdreadnought Rail Cannon Gustav Max
    assert fields["effects"] == [{"type": "ignition", "detach": 1, "once_per_turn": "copy",
                                  "effect": [{"damage": {"player": "opponent",
                                                         "amount": 2000}}]}]
    assert len(read) == count


def test_a_flip_effect_that_neither_targets_nor_chooses():
    fields, read, count = monster("43716289")  # Poison Mummy: "FLIP: Inflict 500 damage ..."
    assert fields == {"flip": [{"damage": {"player": "opponent", "amount": 500}}]}
    assert len(read) == count == 1


def test_triggers_on_a_flip_summon_and_on_destruction_by_battle():
    fields, read, count = monster("02326738")  # Des Lacooda
    assert fields["effects"][1] == {"type": "trigger", "event": "flip_summoned",
                                    "optional": False, "effect": [{"draw": 1}]}
    assert len(read) == count
    fields, _, _ = monster("04335645")  # Newdoria: "If ... destroyed by battle and sent to..."
    assert fields["effects"][0]["event"] == "destroyed_by_battle"
    assert fields["effects"][0]["from"] == "graveyard"
    assert fields["effects"][0]["optional"] is False


def test_damage_its_own_player_takes_and_the_older_flip_face_down_wording():
    fields, read, count = monster("13944422")  # Granadora: "... You take 2000 damage."
    assert fields["effects"][1] == {"type": "trigger", "event": "destroyed",
                                    "from": "graveyard", "optional": False, "effect": [
                                        {"damage": {"player": "controller", "amount": 2000}}]}
    assert len(read) == count
    fields, _, _ = monster("02694423")  # Medusa Worm: "You can flip this card to face-down..."
    assert fields["effects"][0]["effect"] == [{"change_position": {"card": "self",
                                                                   "to": "set"}}]


def test_triggers_on_what_the_monster_does_in_battle():
    fields, _, _ = monster("22587018")  # Hydrogeddon: "When ... destroys ... by battle and ..."
    # only when the monster it destroyed went to the GY (5-1-18)
    assert fields["effects"][0]["event"] == "destroyed_and_sent_a_monster"
    assert fields["effects"][0]["when"] is True
    fields, _, _ = monster("18036057")  # Airknight Parshath: "If ... inflicts battle damage"
    assert fields["piercing"] is True
    assert fields["effects"][0]["event"] == "inflicted_battle_damage"


def test_a_quick_effect_during_the_main_phase_only():
    fields, _, _ = monster("40673853")  # Vallon, the Super Psy Skyblaster
    effect = fields["effects"][0]
    assert (effect["type"], effect["during"], effect["detach"]) == ("quick", "main_phase", 1)


def test_when_destroyed_by_battle_and_sent_to_the_graveyard():
    fields, read, count = monster("41386308")  # Mathematician
    assert fields["effects"][1] == {"type": "trigger", "event": "destroyed_by_battle",
                                    "from": "graveyard", "when": True,
                                    "effect": [{"draw": 1}]}
    assert len(read) == count == 2


def test_when_this_card_inflicts_battle_damage():
    fields, _, _ = monster("10532969")  # Hyper-Ancient Shark Megalodon
    assert fields["effects"] == [{"type": "trigger", "event": "inflicted_battle_damage",
                                  "when": True, "target": {"what": "monster",
                                                           "player": "opponent",
                                                           "zone": "field"},
                                  "effect": [{"destroy": "chosen"}]}]


def test_if_this_card_is_banished():
    fields, read, count = monster("08567955")  # Balancer Lord
    assert fields["effects"] == [{"type": "trigger", "event": "banished", "from": "banished",
                                  "once_per_turn": "name", "effect": [{"fetch": {
                                      "to": "field", "from": ["hand"], "what": "monster",
                                      "level_max": 4}}]}]
    assert len(read) == 1 and count == 3  # its LP-paying Normal Summon effect stays a note


def test_older_wordings_of_the_graveyard_and_once_per_turn_in_the_main_phase():
    fields, _, _ = monster("16366944")  # Moonlit Papillon
    assert fields["effects"][0]["event"] == "sent_from_field_to_graveyard"
    assert (fields["effects"][0]["from"], fields["effects"][0]["when"]) == ("graveyard", True)
    fields, _, _ = monster("06116731")  # Swarm of Centipedes (its flip effect first, 9-2-7)
    assert fields["effects"][1:] == [{"type": "ignition", "once_per_turn": "copy", "effect": [
        {"change_position": {"card": "self", "to": "set"}}]}]


def test_once_per_turn_during_your_standby_phase():
    fields, read, count = monster("75434695")  # Elemental HERO Woodsman
    assert fields["effects"] == [{"type": "trigger", "event": "your_standby_phase",
                                  "once_per_turn": "copy", "effect": [{"fetch": {
                                      "to": "hand", "from": ["deck", "graveyard"],
                                      "what": "card", "names": ["Polymerization"]}}]}]
    assert len(read) == count == 1


def test_during_your_opponents_end_phase():
    fields, _, _ = monster("12800777")  # Garuda the Wind Spirit
    effect = fields["effects"][0]
    assert (effect["type"], effect["event"]) == ("trigger", "opponent_end_phase")
    assert effect["effect"] == [{"change_position": {"card": "chosen", "to": "switch"}}]


def test_when_this_card_is_flipped_face_up():
    fields, read, count = monster("00923596")  # Geargiarmor
    assert fields["effects"][1] == {"type": "trigger", "event": "flipped", "when": True,
                                    "effect": [{"fetch": {"to": "hand", "what": "monster",
                                                          "archetype": "Geargia",
                                                          "except": ["Geargiarmor"]}}]}
    assert len(read) == count == 2
    fields, _, _ = monster("91133740")  # Snowman Eater: mandatory
    assert (fields["effects"][0]["event"], fields["effects"][0]["optional"]) == ("flipped",
                                                                                 False)


def test_a_flip_effect_that_targets_is_a_trigger_on_the_flip():
    fields, read, count = monster("88650530")  # Worm Apocalypse
    assert fields == {"effects": [{"type": "trigger", "event": "flipped", "optional": False,
                                   "target": {"what": "spell_trap", "player": "any",
                                              "zone": "field"},
                                   "effect": [{"destroy": "chosen"}]}]}
    assert len(read) == count == 1


def test_tributed_discarded_and_special_summoned_from_the_hand():
    fields, _, _ = monster("91907707")  # Qliphort Carrier
    assert {"type": "trigger", "event": "tributed", "from": "graveyard", "target": {
        "what": "monster", "player": "any", "zone": "field"},
        "effect": [{"to_hand": "chosen"}]} in fields["effects"]
    fields, _, _ = monster("70711847")  # Danger! Nessie!
    assert fields["effects"][-1]["event"] == "discarded"
    fields, _, _ = monster("97949165")  # Lyrilusc - Turquoise Warbler
    assert fields["effects"][0]["event"] == "special_summoned_from_hand"


def test_except_the_turn_this_card_was_sent_to_the_graveyard():
    fields, _, _ = monster("44935634")  # Lefty Driver
    assert fields["effects"] == [{"type": "ignition", "from": "graveyard",
                                  "except_turn_sent": True, "cost_self": "banish",
                                  "effect": [{"fetch": {"to": "hand", "what": "card",
                                                        "names": ["Righty Driver"]}}],
                                  "once_per_turn": "name"}]


def test_if_this_card_declares_an_attack():
    fields, _, _ = monster("51777272")  # Lunalight Cat Dancer
    assert fields["effects"][-1] == {"type": "trigger", "event": "declared_attack",
                                     "optional": False, "effect": [
                                         {"damage": {"player": "opponent", "amount": 100}}]}


def test_when_an_opponents_monster_declares_a_direct_attack():
    fields, _, _ = monster("12423762")  # Gagaga Gardna
    assert fields["effects"] == [{"type": "trigger", "event": "opponent_direct_attack_declared",
                                  "when": True, "from": "hand", "effect": [
                                      {"special_summon": {"card": "self"}}]}]


def test_destroyed_on_the_field_and_once_per_opponents_turn():
    fields, _, _ = monster("68989420")  # T.G. Over Dragonar
    assert fields["effects"][-1] == {"type": "trigger", "event": "destroyed",
                                     "from": "graveyard", "optional": False,
                                     "effect": [{"draw": 1}]}
    fields, _, _ = monster("75748977")  # XYZ-Hyper Dragon Cannon
    effect = fields["effects"][0]
    assert (effect["type"], effect["during"], effect["once_per_turn"]) == (
        "quick", "opponent_turn", "copy")


def test_destroyed_by_an_opponents_card():
    fields, read, count = monster("81616639")  # Zombina
    assert fields["effects"] == [{"type": "trigger", "event": "destroyed_by_opponent",
                                  "from": "graveyard", "target": {
                                      "what": "monster", "player": "controller",
                                      "zone": "graveyard", "level_max": 4,
                                      "except": ["Zombina"]},
                                  "effect": [{"special_summon": {"card": "chosen"}}]}]
    assert len(read) == count == 1


def test_hand_effects_that_answer_an_attack_of_the_opponent():
    fields, read, count = monster("40640057")  # Kuriboh
    assert fields["effects"] == [{
        "type": "quick", "during": "opponent_damage_calculation", "cost_self": "discard",
        "from": "hand", "effect": [{"this_turn": {
            "rule": "no_battle_damage", "player": "controller", "until": "battle"}}]}]
    assert len(read) == count == 1
    fields, _, _ = monster("18964575")  # Swift Scarecrow
    assert fields["effects"][0]["during"] == "opponent_direct_attack"
    assert fields["effects"][0]["effect"] == [{"negate_attack": True},
                                              {"then": [{"end_battle_phase": True}]}]


def test_that_monster_names_the_target():
    # Battlewasp - Arbalest the Rapidfire: "... target 1 Level 3 or lower Insect monster in your
    # GY; Special Summon that monster in Defense Position."
    fields, _, _ = monster("90161770")
    assert fields["effects"][0]["effect"] == [{"special_summon": {"card": "chosen",
                                                                  "position": "defense"}}]
