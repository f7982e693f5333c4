"""What real Equip Cards give their monster, read from their English texts (read in place from
../shared/fixtures/yaml-yugi): the ATK/DEF change and what else "the equipped monster" is
given (10-4-7), and Normal Traps that equip themselves (10-4-6); nothing guessed."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, equip_shapes, lasting, psct, revival


def reading(number: str) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])


def step(fields: dict | None) -> dict:
    assert fields is not None
    return fields["effect"][0]["equip"]


def test_piercing_and_battle_protection_of_equip_spells():
    assert step(lasting.encode_equip(reading("97687912")))["gives"] == ["piercing"]
    assert step(lasting.encode_equip(reading("47529357")))["gives"] == ["battle_indestructible"]


def test_a_change_and_a_gift_in_one_sentence():
    # Shooting Star Bow - Ceal: "loses 1000 ATK, but it can attack your opponent directly"
    assert step(lasting.encode_equip(reading("95638658"))) == {
        "card": "chosen", "atk": -1000, "def": 0, "gives": ["direct_attack"]}
    # Qli's Equip Spell: "It gains 300 ATK and cannot be destroyed by battle." after
    # "Equip only to"; its Tribute sentence and its trigger stay notes
    fields = lasting.encode_equip(reading("17639150"))
    assert step(fields) == {"card": "chosen", "atk": 300, "def": 0,
                            "gives": ["battle_indestructible"]}
    assert fields is not None and len(fields["left"]) == 2


def test_it_needs_a_sentence_before_that_names_the_monster():
    assert equip_shapes.gives("It cannot be destroyed by battle.", False) is None
    assert equip_shapes.gives("It cannot be destroyed by battle.", True) == {
        "atk": 0, "def": 0, "gives": ["battle_indestructible"]}


def test_a_normal_trap_that_equips_itself():
    fields = equip_shapes.encode_trap(reading("06691855"))  # Spikeshield with Chain
    assert fields is not None
    assert fields["target"] == {"what": "monster", "player": "any", "zone": "field",
                                "face_up": True}
    assert step(fields) == {"card": "chosen", "atk": 500, "def": 0}
    assert len(fields["left"]) == 1  # its damage-calculation DEF sentence


def test_a_limited_gift_is_not_read():
    # "Twice per turn, it cannot be destroyed by battle or card effects.": not a lasting gift
    fields = equip_shapes.encode_trap(reading("18446701"))
    assert fields is not None and "gives" not in step(fields) and len(fields["left"]) == 1


def test_equip_spells_that_revive_whose_leaving_destroys_the_monster():
    predapruning = revival.encode_equip_revival(reading("14463695"))
    assert predapruning is not None and predapruning["bond"] == "equipped_leaves"
    assert predapruning["target"]["zone"] == "graveyard"
    # D.D.R.: "Discard 1 card, then target 1 of your banished monsters" (its cost and target)
    ddr = revival.encode_equip_revival(reading("09622164"))
    assert ddr is not None and ddr["discard"] == 1 and ddr["bond"] == "equipped_leaves"
    assert ddr["target"]["zone"] == "banished"
    assert ddr["effect"] == [{"special_summon": {"card": "chosen", "position": "attack"}}]


def test_destroying_every_equip_card_or_every_equipped_monster():
    # Disarmament; Really Eternal Rest and Eternal Rest (two wordings of one effect)
    assert encoding.encode("trap", "Normal", reading("20727787")) == {
        "effect": [{"destroy_all": {"player": "both", "what": "equip_cards"}}]}
    for number, kind in (("28121403", "trap"), ("95051344", "spell")):
        assert encoding.encode(kind, "Normal", reading(number)) == {
            "effect": [{"destroy_all": {"player": "both", "what": "equipped_monsters"}}]}


def monster_effects(number: str) -> tuple[list[dict], list[str]]:
    fields, read = encoding.encode_monster(reading(number))
    return fields.get("effects", []), read


def test_monsters_that_equip_themselves_and_what_they_give():
    # ZW - Unicorn Spear: from the hand, "It gains 1900 ATK." after it
    effects, _ = monster_effects("76080032")
    assert effects[0]["from"] == "hand"
    assert effects[0]["effect"] == [{"equip": {"card": "chosen", "atk": 1900, "def": 0}}]
    # Archfiend of Gilfer: from the GY by its trigger; "That monster loses 500 ATK ..."
    effects, _ = monster_effects("50287060")
    assert effects[0]["event"] == "sent_to_graveyard"
    assert effects[0]["effect"] == [{"equip": {"card": "chosen", "atk": -500, "def": 0}}]
    # "While this card is an Equip Card, the equipped monster ..." printed before its effect
    effects, read = monster_effects("94730900")
    step = next(e for e in effects if "equip" in e["effect"][0])["effect"][0]["equip"]
    assert step["gives"] == ["battle_indestructible"] and len(read) == 2


def test_equip_it_in_a_clause_is_not_read_as_the_target():
    # "Special Summon it, and if you do, equip this card you control to that monster": "that
    # monster" is the summoned one, not read
    effects, _ = monster_effects("32991300")
    assert not any("equip" in step for entry in effects for step in entry.get("effect", []))


def test_from_your_hand_or_field_is_either():
    effects, read = monster_effects("93969023")  # a Red-Eyes monster: "It gains 600 ATK."
    assert effects[0]["from"] == ["hand", "field"] and len(read) == 3
    assert effects[0]["effect"] == [{"equip": {"card": "chosen", "atk": 600, "def": 0}}]


def test_what_an_equip_spell_leaving_does_to_its_monster():
    # Big Bang Shot: "When this card leaves the field, banish the equipped monster."
    fields = lasting.encode_equip(reading("61127349"))
    assert fields is not None and fields["bond"] == "equipped_leaves_banish"
    assert step(fields)["gives"] == ["piercing"] and step(fields)["atk"] == 400
    # a Ritual Monster revived by an Equip Spell is banished when the Spell is destroyed
    revived = revival.encode_equip_revival(reading("48206762"))
    assert revived is not None and revived["bond"] == "equipped_banish"
    # Rising Fire's one activation is the one that targets in the GY: no plain equipping
    assert lasting.encode_equip(reading("66947913")) is None


def test_the_older_only_to_wording_and_a_direct_attack_gift():
    # "You can only equip this card to a Level 1 monster." and "... can attack your
    # opponent's Life Points directly."
    fields = lasting.encode_equip(reading("44762290"))
    assert fields is not None and fields["target"]["level"] == 1
    assert step(fields)["gives"] == ["direct_attack"] and "left" not in fields


def test_an_equip_card_monster_summons_itself_from_where_it_is():
    # Superheavy Samurai Soulclaw: "While this card is equipped to a monster by this card's
    # effect: You can Special Summon this card."
    effects, read = monster_effects("40028305")
    assert effects[-1]["from"] == "equipped"
    assert effects[-1]["effect"] == [{"special_summon": {"card": "self"}}]
    assert len(read) == len(reading("40028305").effects)


def test_a_second_attack_given_by_a_monster_that_equips_itself():
    effects, read = monster_effects("14624296")  # a Superheavy Samurai that equips itself
    assert effects[0]["effect"][0]["equip"]["gives"] == ["second_attack"]
    assert len(read) == len(reading("14624296").effects)


def test_what_a_union_monster_keeps_off_its_monster():
    # C-Crush Wyvern, B-Buster Drake, A-Assault Core: the opponent's Trap, Spell or monster
    # effects (5-3-29), each with the Union monster destroyed in its place (10-4-8)
    for number, word in (("03405259", "traps"), ("77411244", "spells"),
                         ("30012506", "monsters")):
        sentence = next(effect.text for effect in reading(number).effects
                        if "unaffected" in effect.text)
        assert equip_shapes.gives(sentence, False) == {
            "atk": 0, "def": 0, "gives": [f"unaffected_opponent_{word}", "substitute_battle",
                                          "substitute_effect"]}


def test_what_a_union_monster_keeps_from_targeting_its_monster():
    # Heavy Mech Support Armor: the opponent cannot target it (5-4-4, 10-4-7)
    sentence = next(effect.text for effect in reading("39890958").effects
                    if "cannot target" in effect.text)
    assert equip_shapes.gives(sentence, False)["gives"] == [
        "untargetable_by_opponent", "substitute_battle", "substitute_effect"]
