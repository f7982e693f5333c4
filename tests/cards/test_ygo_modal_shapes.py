""""Activate 1 of these effects;" read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into `options`: each "●" its own target and steps, the cost
before the choice kept; an option not read leaves the whole effect a note."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, modal_shapes, psct


def reading(number: str) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])


def test_a_quick_play_spell_with_two_options():
    card = english("08842266")  # Poison of the Old Man
    fields = encoding.encode(card["kind"], card["card_property"], reading("08842266"))
    assert fields == {"options": [
        {"effect": [{"gain_lp": {"player": "controller", "amount": 1200}}]},
        {"effect": [{"damage": {"player": "opponent", "amount": 800}}]}]}


def test_an_option_with_its_own_target_and_the_cards_once_per_turn():
    card = english("69761020")  # S-Force Showdown
    fields = encoding.encode(card["kind"], card["card_property"], reading("69761020"))
    assert fields is not None and fields["once_per_turn"] is True
    summon, back = fields["options"]
    assert summon["effect"][0]["fetch"]["position"] == "defense"
    assert back == {"target": {"what": "monster", "player": "controller", "zone": "graveyard",
                               "archetype": "S-Force"}, "effect": [{"to_hand": "chosen"}]}


def test_a_monster_discarding_itself_then_choosing():
    fields, _ = encoding.encode_monster(reading("11317977"))  # Lunalight Black Sheep
    effect = fields["effects"][0]
    assert (effect["type"], effect["from"], effect["cost_self"]) == ("ignition", "hand",
                                                                      "discard")
    assert "effect" not in effect and len(effect["options"]) == 2


def test_an_option_not_read_leaves_the_effect_unread():
    assert modal_shapes.options(["Draw 1 card.", "Toss a coin."]) is None
    assert modal_shapes.options(["Draw 1 card."]) is None  # a choice needs two
    assert modal_shapes.options(["Draw 1 card.", "During your opponent's turn: Draw 2 cards."]) \
        is None


def test_an_option_with_a_cost_of_its_own():
    # the first option of Skull Conductor's kind: "Banish 2 Zombie monsters from your GY; draw
    # 1 card." (the card's other option is not read, so the card stays a note)
    found = modal_shapes.options(["Banish 2 Zombie monsters from your GY; draw 1 card.",
                                  "Pay 1000 LP; draw 2 cards."])
    assert found == [
        {"cost_cards": {"do": "banish", "count": 2, "what": "monster", "type": "Zombie"},
         "effect": [{"draw": 1}]},
        {"pay_lp": 1000, "effect": [{"draw": 2}]}]


def test_each_option_limited_by_name_on_its_own():
    # Radiant Typhoon Chant: "Activate 1 of these effects (but you can only use each of these
    # effects of "..." once per turn);" with two fetches as its options (5-2-6)
    choice = next(e for e in reading("67115133").effects if e.options)
    assert modal_shapes.split(choice) == "" and modal_shapes.each_once(choice)
    found = modal_shapes.options(choice.options, once=modal_shapes.each_once(choice))
    assert found is not None and len(found) == 2
    assert all(option["once_per_turn"] is True and option["effect"][0]["fetch"]
               for option in found)
    plain = next(e for e in reading("08842266").effects if e.options)  # Poison of the Old Man
    assert not modal_shapes.each_once(plain)


def test_an_option_with_a_condition_on_the_board():
    # Double Dai's first option: "If you control no monsters: Special Summon 1 Level 4 Warrior
    # monster from your Deck." (its second option is not read, so the card stays a note)
    choice = next(e for e in reading("01607603").effects if e.options)
    found = modal_shapes.options([choice.options[0], "Draw 1 card."])
    assert found is not None
    assert found[0]["if"] == {"monsters_max": 0}
    assert found[0]["effect"][0]["fetch"]["type"] == "Warrior"
    assert modal_shapes.options(choice.options) is None


def test_the_older_wordings_of_the_choice():
    # Mermail Abyssmander: "You can banish this card from your Graveyard to activate 1 of these
    # effects;": the cost before "to activate"
    choice = next(e for e in reading("21767650").effects if e.options)
    assert modal_shapes.split(choice) == "You can banish this card from your Graveyard"
    # Legacy of Yata-Garasu: "Activate 1 of these effects:" (a colon, read as a condition)
    choice = modal_shapes.normalized(next(e for e in reading("30461781").effects if e.options))
    assert (choice.condition, choice.action) == ("", "Activate 1 of these effects")
    assert modal_shapes.split(choice) == ""
    # Dark Scorpion - Meanae the Thorn: "When this card inflicts battle damage to your
    # opponent, you can activate 1 of these effects:"
    fields, read = encoding.encode_monster(reading("74153887"))
    effect = fields["effects"][0]
    assert (effect["type"], effect["event"], effect.get("optional", True)) == (
        "trigger", "inflicted_battle_damage", True)
    assert len(effect["options"]) == 2 and len(read) == 1


def test_a_clause_over_each_effect_limits_each_option():
    # Vic Viper Type-L: "... You can activate 1 of these effects; ● ... ● ... If this card is
    # destroyed: ... You can only use each effect of "..." once per turn.": each "●" is an
    # effect of the card, limited on its own (5-2-6), not the choice as a whole
    from dataclasses import replace

    from cards.ygo import monster_shapes
    choice = next(e for e in reading("78910832").effects if e.options)
    assert modal_shapes.each_once(choice) == "clause"
    # its condition ("At the start of your Battle Phase") left out: the rest as printed
    entry = monster_shapes.effect(replace(choice, condition="", text=choice.text.split(": ", 1)[1]),
                                  "name")
    assert entry is not None and "once_per_turn" not in entry
    assert [o["once_per_turn"] for o in entry["options"]] == [True, True]
    plain = next(e for e in reading("11317977").effects if e.options)  # Lunalight Black Sheep
    assert modal_shapes.each_once(plain) == ""
