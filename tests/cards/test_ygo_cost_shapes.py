"""Costs of cards of a description, read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into `cost_cards`: what is given up, how many, from where, and
what narrows it; a wording not read leaves the effect a note."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import cost_self_shapes, cost_shapes, encoding, psct, shapes


def read(number: str) -> tuple[dict, list[str]]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    if card["kind"] == "monster":
        return encoding.encode_monster(reading)
    return encoding.encode(card["kind"], card["card_property"], reading) or {}, []


def test_a_spell_discarding_a_monster_of_an_archetype():
    fields, _ = read("08559524")  # Resonator Command
    assert fields["cost_cards"] == {"do": "discard", "what": "monster", "archetype": "Resonator"}


def test_a_trap_tributing_a_monster_of_an_archetype_before_its_target():
    fields, _ = read("11975962")  # Hieratic Seal of Banishment
    assert fields["cost_cards"] == {"do": "tribute", "what": "monster", "archetype": "Hieratic"}
    assert fields["target"] == {"what": "card", "player": "opponent", "zone": "field"}


def test_a_monster_tributing_then_banishing_from_the_graveyard():
    fields, read_effects = read("34923554")  # Infinitrack Drag Shovel
    first, second = fields["effects"]
    assert first["cost_cards"] == {"do": "tribute", "what": "monster", "attribute": "EARTH",
                                   "type": "Machine"}
    assert second["cost_cards"] == {"do": "banish", "what": "monster", "type": "Machine"}
    assert len(read_effects) == 2


def test_itself_tributed_then_a_spell_discarded():
    fields, _ = read("21744288")  # Witchcrafter Schmietta
    effect = fields["effects"][0]
    assert effect["cost_self"] == "tribute"
    assert effect["cost_cards"] == {"do": "discard", "what": "spell"}


def test_three_spells_revealed_in_the_hand():
    fields, _ = read("86585274")  # High Priestess of Prophecy
    assert fields["effects"][0]["cost_cards"] == {"do": "reveal", "count": 3, "what": "spell",
                                                  "archetype": "Spellbook"}


def test_other_face_up_and_a_place_as_printed():
    fields, _ = read("30213599")  # Gravekeeper's Descendant
    assert fields["effects"][0]["cost_cards"] == {
        "do": "tribute", "what": "monster", "archetype": "Gravekeeper's", "other": True,
        "face_up": True}
    fields, _ = read("83102080")  # Parallel Twister
    assert fields["cost_cards"] == {"do": "send", "from": ["field"], "what": "spell_trap",
                                    "other": True}


def test_wordings_not_read():
    for text in ("Tribute 1 Token", "Discard 1 cards",
                 "Send 2 Spells from your hand or face-up field to the GY",
                 "Send 1 face-up monster from your hand or GY to the GY",
                 "Shuffle 1 monster from your GY into the Main Deck",
                 "Banish 1 monster from your GY, face-down",
                 "Banish 1 DARK and 1 WIND monster from your GY"):
        assert cost_shapes.read(text) is None, text


def test_itself_and_another_card_given_up_the_same_way():
    fields, _ = read("01474910")  # Bee List Soldier
    effect = fields["effects"][0]
    assert effect["cost_self"] == "tribute"
    assert effect["cost_cards"] == {"do": "tribute", "what": "monster", "type": "Insect",
                                    "except": ["Bee List Soldier"], "face_up": True,
                                    "other": True}


def test_itself_banished_from_the_field_as_its_trigger_is_activated():
    fields, _ = read("06625096")  # Beautunaful Princess
    effect = fields["effects"][0]
    assert (effect["type"], effect["cost_self"], effect["from"]) == ("trigger", "banish",
                                                                      "field")


def test_itself_sent_from_the_field_to_the_gy():
    fields, _ = read("00980973")  # Armed Dragon LV3
    effect = fields["effects"][0]
    assert (effect["cost_self"], effect["from"]) == ("send", "field")
    fields, _ = read("31464658")  # Three-Eyed Ghost: "send this card from the field to the GY"
    assert (fields["effects"][0]["cost_self"], fields["effects"][0]["from"]) == ("send", "field")


def test_a_place_beside_a_face_up_field_and_the_bottom_of_the_deck():
    fields, _ = read("67378104")  # Celestial Observatory
    assert fields["cost_cards"] == {"do": "bottom", "from": ["hand", "field"],
                                    "what": "monster", "level": 6, "face_up": True}
    fields, _ = read("76798740")  # Vendread Charge: "face-up from your field", older wording
    assert fields["cost_cards"] == {"do": "send", "from": ["hand", "field"], "what": "monster",
                                    "type": "Zombie", "face_up": True}


def test_shuffled_from_the_gy_into_the_deck_and_returned_to_the_hand():
    fields, _ = read("04334811")  # Scrap Recycler
    assert fields["effects"][1]["cost_cards"] == {
        "do": "shuffle", "count": 2, "what": "monster", "level": 4, "attribute": "EARTH",
        "type": "Machine"}
    fields, _ = read("95443805")  # Mist Valley Shaman
    assert fields["effects"][0]["cost_cards"] == {"do": "return", "what": "monster",
                                                  "other": True}


def test_the_top_of_the_deck_and_several_places_mixed():
    fields, _ = read("30068120")  # Edge Imp Sabres
    assert fields["effects"][0]["cost_cards"] == {"do": "top", "what": "card"}
    fields, _ = read("55623480")  # Fairy Tail - Snow: "7 other cards ... and/or GY"
    assert fields["effects"][1]["cost_cards"] == {
        "do": "banish", "count": 7, "from": ["hand", "field", "graveyard"], "what": "card",
        "other": True}


def test_a_spell_by_its_property_and_a_monster_you_control_banished():
    fields, _ = read("09391354")  # Gravi-Crush Dragon
    assert fields["effects"][0]["cost_cards"] == {"do": "send", "from": ["field"],
                                                  "what": "spell", "property": "continuous",
                                                  "face_up": True}
    fields, _ = read("73244186")  # Moray of Avarice
    assert fields["cost_cards"] == {"do": "banish", "from": ["field"], "what": "monster",
                                    "type": ["Fish", "Sea Serpent", "Aqua"], "face_up": True}


def test_itself_from_one_place_and_another_card_from_another():
    fields, _ = read("68226653")  # Flamvell Dragnov
    effect = fields["effects"][1]
    assert (effect["cost_self"], effect["from"]) == ("banish", "graveyard")
    assert effect["cost_cards"] == {"do": "banish", "from": ["field"], "what": "monster",
                                    "attribute": "FIRE", "face_up": True, "other": True}
    fields, _ = read("16940215")  # Naturia Vein: "Tribute 1 "Naturia" monster and this card"
    assert fields["effects"][0]["cost_self"] == "tribute"
    assert fields["effects"][0]["cost_cards"] == {"do": "tribute", "what": "monster",
                                                  "archetype": "Naturia", "other": True}


def test_itself_discarded_for_another_cards_event_is_activated_from_the_hand():
    fields, _ = read("07021574")  # Kuriboo: "When an opponent's monster declares an attack"
    effect = fields["effects"][0]
    assert (effect["event"], effect["cost_self"], effect["from"]) == (
        "opponent_attack_declared", "discard", "hand")
    fields, _ = read("32484853")  # Singularity Fiend: "discard this card and 1 Spell"
    effect = fields["effects"][0]
    assert (effect["cost_self"], effect["from"]) == ("discard", "hand")
    assert effect["cost_cards"] == {"do": "discard", "what": "spell", "other": True}


def test_a_continuous_trap_and_no_cost_at_all():
    fields, _ = read("01073952")  # Magic Planter
    assert fields["cost_cards"] == {"do": "send", "from": ["field"], "what": "trap",
                                    "property": "continuous", "face_up": True}
    # "You can activate this effect;": nothing is paid, what follows is what it does
    assert shapes.cost("Activate this effect") == {}


def test_itself_given_up_from_either_of_two_zones():
    fields, _ = read("34242278")  # Noble Knight's Shield-Bearer
    effect = fields["effects"][1]
    assert (effect["type"], effect["cost_self"], effect["from"]) == (
        "ignition", "banish", ["hand", "field"])
    fields, _ = read("48427163")  # Lunalight Purple Butterfly
    effect = fields["effects"][0]
    assert (effect["cost_self"], effect["from"]) == ("send", ["hand", "field"])
    assert cost_self_shapes.itself_from_either("Send this card from your hand or GY to the GY") \
        is None  # never from the GY to the GY


def test_a_count_including_the_card_itself():
    fields, _ = read("09674034")  # Snake-Eye Ash: "2 face-up cards ..., including this card"
    effect = fields["effects"][1]
    assert (effect["cost_self"], effect["from"]) == ("send", "field")
    assert effect["cost_cards"] == {"do": "send", "from": ["field"], "what": "card",
                                    "face_up": True, "other": True}
    assert cost_self_shapes.with_itself("Discard 2 cards, including this card") == (
        "Discard this card", "Discard 1 card")
    assert cost_shapes.read('Send 2 face-up "Break the Seal" you control to the GY') == {
        "cost_cards": {"do": "send", "count": 2, "from": ["field"], "what": "card",
                       "names": ["Break the Seal"], "face_up": True}}


def test_the_top_cards_of_the_deck_sent_or_banished_face_down():
    fields, _ = read("94886282")  # Charge of the Light Brigade
    assert fields["send_deck"] == 3
    fields, _ = read("36916401")  # Battlin' Boxing Spirits: "the top card", then a target
    assert fields["send_deck"] == 1 and fields["target"]["zone"] == "graveyard"
    assert cost_shapes.deck_top("Banish the top 3 cards of your Deck, face-down") == {
        "banish_deck": 3}
    assert cost_shapes.deck_top("Banish the top 3 cards of your Deck") is None  # face-up


def test_banish_this_card_where_the_effect_is_activated():
    fields, _ = read("99370594")  # Ghost Sleeper: in the GY, "banish this card and discard 1"
    effect = fields["effects"][1]
    assert (effect["cost_self"], effect["from"]) == ("banish", "graveyard")
    assert effect["cost_cards"] == {"do": "discard", "what": "card", "other": True}


def test_a_cost_in_parts_each_its_own_description():
    fields, _ = read("45898858")  # Bonding - H2O
    assert fields["cost_cards"] == [
        {"do": "tribute", "count": 2, "what": "card", "names": ["Hydrogeddon"]},
        {"do": "tribute", "what": "card", "names": ["Oxygeddon"]}]
    fields, _ = read("34966096")  # Chaos Betrayer: the noun, the place and "except" shared
    assert fields["effects"][0]["cost_cards"] == [
        {"do": "banish", "what": "monster", "attribute": "LIGHT", "except": ["Chaos Betrayer"]},
        {"do": "banish", "what": "monster", "attribute": "DARK", "except": ["Chaos Betrayer"]}]
    fields, _ = read("25460258")  # Darkflare Dragon: each part its own place
    assert fields["effects"][0]["cost_cards"] == [
        {"do": "send", "what": "monster", "type": "Dragon"},
        {"do": "send", "from": ["deck"], "what": "monster", "type": "Dragon"}]


def test_an_older_cost_before_to_target():
    card = english("18318842")  # Abyss Soldier: "discard 1 WATER monster to the GY to target"
    effect = psct.read(card["text"], card["kind"], card["card_property"],
                       card["monster_types"]).effects[0]
    assert (effect.cost, effect.target) == (
        "You can discard 1 WATER monster to the Graveyard", "target 1 card on the field")
    fields, _ = read("18318842")
    assert fields["effects"][0]["cost_cards"] == {"do": "discard", "what": "monster",
                                                  "attribute": "WATER"}


def test_an_older_cost_before_to_and_what_the_effect_does():
    fields, _ = read("94230224")  # Needle Ball: "You can pay 2000 Life Points to inflict ..."
    effect = fields["effects"][0]
    assert (effect["event"], effect["pay_lp"]) == ("flipped", 2000)
    assert effect["effect"] == [{"damage": {"player": "opponent", "amount": 1000}}]
    reads = {"Discard this card to the Graveyard"}.__contains__
    assert cost_shapes.older("Discard this card to the Graveyard to add 1 card", reads) == (
        "Discard this card to the Graveyard", "Add 1 card")


def test_this_face_up_card_and_another_and_another_of_a_name():
    fields, _ = read("69243722")  # Gem-Knight Emerald
    effect = fields["effects"][0]
    assert (effect["cost_self"], effect["from"]) == ("banish", "field")
    assert effect["cost_cards"] == {"do": "banish", "from": ["field"], "what": "monster",
                                    "type": "Normal", "face_up": True, "other": True}
    fields, _ = read("60316373")  # Heraldic Beast Aberconway: "1 other "Heraldic Beast ...""
    assert fields["effects"][0]["cost_cards"] == {
        "do": "banish", "what": "card", "names": ["Heraldic Beast Aberconway"], "other": True}
    revealed = 'Reveal this card and 1 "Dragonmaid" monster in your hand'
    assert cost_self_shapes.with_itself(revealed) == (
        "Reveal this card", 'Reveal 1 "Dragonmaid" monster in your hand')


def test_a_card_from_the_spell_and_trap_zone():
    fields, _ = read("96331676")  # Crystal Raigeki
    assert fields["cost_cards"] == {"do": "send", "from": ["spell_trap_zone"], "what": "card",
                                    "archetype": "Crystal Beast"}


def test_older_and_rarer_wordings_of_the_cards():
    fields, _ = read("60718396")  # Flamvell Counter: "with 200 DEF", exactly
    assert fields["cost_cards"] == {"do": "banish", "what": "monster", "attribute": "FIRE",
                                    "def_max": 200, "def_min": 200}
    fields, _ = read("53519297")  # Blackboost: "Tuner monsters"
    assert fields["cost_cards"] == {"do": "banish", "count": 2, "from": ["field"],
                                    "what": "monster", "archetype": "Blackwing",
                                    "type": "Tuner", "face_up": True}
    fields, _ = read("74094021")  # Legendary Six Samurai - Mizuho: "another face-up"
    assert fields["effects"][0]["cost_cards"] == {"do": "tribute", "what": "monster",
                                                  "archetype": "Six Samurai", "other": True,
                                                  "face_up": True}
    fields, _ = read("73866096")  # Dodododraw: "face-up from your side of the field"
    assert fields["cost_cards"]["from"] == ["hand", "field"]


def test_except_this_card_leaves_the_card_itself_out_of_every_part():
    fields, _ = read("03040496")  # Chaos Ruler, the Chaotic Magical Dragon
    # its second effect: the first (the excavation, 5-3-34) is read before it
    assert fields["effects"][1]["cost_cards"] == [
        {"do": "banish", "from": ["hand", "graveyard"], "what": "monster", "attribute": attribute,
         "other": True} for attribute in ("LIGHT", "DARK")]
    fields, _ = read("03300267")  # Hieratic Dragon of Su: "..., except this card, from your hand
    assert fields["effects"][0]["cost_cards"] == {  # or your side of the field"
        "do": "tribute", "from": ["hand", "field"], "what": "monster", "archetype": "Hieratic",
        "other": True}
    fields, _ = read("33103459")  # Performapal Corn: '1 "X" monster, except "Y", and this card'
    effect = fields["effects"][0]
    assert (effect["cost_self"], effect["from"]) == ("banish", "graveyard")
    assert effect["cost_cards"]["except"] == ["Performapal Corn"]
