"""The words that describe a card, read once for targets and for what an effect takes
(cards/ygo/described.py), from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): several Types or Attributes (any one fits), a battle position,
the player's banished cards, "except"; a Type and a kind together stay unread."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, lasting, psct, shapes, target_shapes


def reading(number: str) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])


def spell_or_trap(number: str) -> dict | None:
    card = english(number)
    return encoding.encode(card["kind"], card["card_property"], reading(number))


def monster_effects(number: str) -> list[dict]:
    fields, _read = encoding.encode_monster(reading(number))
    return fields.get("effects", [])


def test_a_target_among_the_players_banished_cards_of_a_type():
    # Dragoncarnation: "Target 1 of your banished Dragon-Type monsters; add that target to
    # your hand."
    assert spell_or_trap("05325424") == {
        "target": {"what": "monster", "player": "controller", "zone": "banished",
                   "type": "Dragon"},
        "effect": [{"to_hand": "chosen"}]}


def test_a_target_of_any_one_of_three_types_and_a_level_bound():
    # Surface: "Target 1 Level 3 or lower Fish, Sea Serpent, or Aqua monster in your GY"
    assert spell_or_trap("33057951")["target"] == {
        "what": "monster", "player": "controller", "zone": "graveyard",
        "type": ["Fish", "Sea Serpent", "Aqua"], "level_max": 3}


def test_a_target_in_a_battle_position():
    # Shield Crush: "Target 1 Defense Position monster on the field; destroy that target."
    assert spell_or_trap("30683373")["target"] == {
        "what": "monster", "player": "any", "zone": "field", "position": "defense"}
    # Cyber Gymnast: "... target 1 Attack Position monster your opponent controls; destroy"
    assert monster_effects("76763417")[0]["target"] == {
        "what": "monster", "player": "opponent", "zone": "field", "position": "attack"}


def test_a_target_that_leaves_a_name_out():
    # Lord Poison: "Target 1 Plant monster in your GY, except "Lord Poison"; ..."
    assert monster_effects("40320754")[0]["target"] == {
        "what": "monster", "player": "controller", "zone": "graveyard", "type": "Plant",
        "except": ["Lord Poison"]}


def test_a_fetch_of_either_of_two_types():
    # Road Warrior: "Special Summon 1 Level 2 or lower Warrior or Machine-Type monster from
    # your Deck."
    step = monster_effects("02322421")[0]["effect"][0]["fetch"]
    assert step == {"to": "field", "what": "monster", "type": ["Warrior", "Machine"],
                    "level_max": 2}


def test_words_the_format_cannot_hold_stay_unread():
    # a Type and a kind at once: both, the kind as `also_type` (moves family, described.py)
    assert target_shapes.target("Target 1 Warrior Normal Monster you control") == {"target": {
        "what": "monster", "player": "controller", "zone": "field", "type": "Warrior",
        "also_type": "Normal"}}
    assert target_shapes.target("Target 1 face-down Attack Position monster on the field") is None
    assert target_shapes.target("Target 1 face-up card in your GY") is None
    assert target_shapes.target("Target 1 Level 4 Spell on the field") is None
    assert target_shapes.target("Target 1 other face-up monster on the field") == {"target": {
        "what": "monster", "player": "any", "zone": "field", "face_up": True, "other": True}}
    assert target_shapes.target("Target 1 LIGHT or DARK monster in either GY") == {"target": {
        "what": "monster", "player": "any", "zone": "graveyard",
        "attribute": ["LIGHT", "DARK"]}}


def test_a_target_by_its_name_alone_and_a_set_card():
    # Immortal Ruler: "... target 1 "Zombie World" in your GY; add that target to your hand."
    assert monster_effects("32485518")[0]["target"] == {
        "what": "card", "player": "controller", "zone": "graveyard",
        "names": ["Zombie World"]}
    # Granmarg the Rock Monarch: "Target 1 Set card on the field; destroy that target."
    assert monster_effects("60229110")[0]["target"] == {
        "what": "card", "player": "any", "zone": "field", "face_down": True}


def test_a_step_after_a_cost_and_a_face_up_defense_change():
    # Trade-In: "Discard 1 Level 8 monster; draw 2 cards." (the step starts lower-case)
    assert spell_or_trap("38120068")["effect"] == [{"draw": 2}]
    # Block Attack: "Target 1 face-up Attack Position monster your opponent controls; change
    # that target to face-up Defense Position."
    assert spell_or_trap("25880422") == {
        "target": {"what": "monster", "player": "opponent", "zone": "field", "face_up": True,
                   "position": "attack"},
        "effect": [{"change_position": {"card": "chosen", "to": "face_up_defense"}}]}
    # a face-down target is flipped face-up, its FLIP effect activated after (9-2-7, 5-1-5)
    assert shapes.action("Change it to face-up Defense Position.", {"target": {
        "what": "monster", "player": "any", "zone": "field"}}) == [
        {"change_position": {"card": "chosen", "to": "face_up_defense"}}]


def test_a_target_that_is_a_spell_or_a_trap_only():
    # Remove Trap: "Target 1 face-up Trap on the field; destroy it."
    assert spell_or_trap("51482758")["target"] == {
        "what": "trap", "player": "any", "zone": "field", "face_up": True}
    # Magical Stone Excavation: "Discard 2 cards, then target 1 Spell in your GY; add it to
    # your hand."
    assert spell_or_trap("98494543")["target"] == {
        "what": "spell", "player": "controller", "zone": "graveyard"}
    assert target_shapes.target("target 1 Tuner in your GY") == {"target": {
        "what": "monster", "player": "controller", "zone": "graveyard", "type": "Tuner"}}
    # a property narrows it (target_property.py): a Normal Trap, not any Trap
    assert target_shapes.target("target 1 Normal Trap in your GY") == {"target": {
        "what": "trap", "player": "controller", "zone": "graveyard", "property": "normal"}}


def test_an_atk_gain_on_a_target_its_description_shows_face_up():
    # Noh-P.U.N.K. Ze Amin: "target 1 "P.U.N.K." monster you control; it gains 600 ATK."
    # (a face-down monster shows no archetype, 9-1-3: the target is face-up)
    entry = monster_effects("19535693")[1]
    assert entry["target"] == {"what": "monster", "player": "controller", "zone": "field",
                               "archetype": "P.U.N.K."}
    assert entry["effect"] == [{"atk": {"target": "chosen", "amount": 600, "lasting": True}}]
    # without such words a face-down monster could be the target: not read
    assert shapes.action("It gains 600 ATK.", {"target": {
        "what": "monster", "player": "controller", "zone": "field"}}) is None


def equip(number: str) -> dict | None:
    return lasting.encode_equip(reading(number))


def test_an_equip_spell_narrowed_by_the_shared_description():
    # Cyber Shield: "Equip only to "Harpie Lady" or "Harpie Lady Sisters". It gains 500 ATK."
    assert equip("63224564") == {
        "target": {"what": "monster", "player": "any", "zone": "field", "face_up": True,
                   "names": ["Harpie Lady", "Harpie Lady Sisters"]},
        "effect": [{"equip": {"card": "chosen", "atk": 500, "def": 0}}]}
    # Ritual Weapon: "Equip only to a Level 6 or lower Ritual Monster. It gains 1500 ATK/DEF."
    assert equip("54351224")["target"] == {
        "what": "monster", "player": "any", "zone": "field", "face_up": True,
        "type": "Ritual", "level_max": 6}
