"""Effects that take a described card from their player's own Deck, hand or GY, read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into the `fetch` step
(5-3-13): where from, where to, and what the card must be; a description not read in full
leaves the effect a note."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import derive, encoding, psct


def reading(number: str) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])


def spell(number: str) -> dict | None:
    card = english(number)
    return encoding.encode(card["kind"], card["card_property"], reading(number))


def monster_effects(number: str) -> list[dict]:
    fields, _read = encoding.encode_monster(reading(number))
    return fields.get("effects", [])


def test_a_spell_adds_a_monster_of_a_level_and_type_from_the_deck():
    # Reinforcement of the Army
    assert spell("32807846") == {"effect": [{"fetch": {
        "to": "hand", "what": "monster", "type": "Warrior", "level_max": 4}}]}


def test_two_card_names_from_the_deck_or_the_graveyard():
    # Hallo-Ween!
    assert spell("04341721") == {"effect": [{"fetch": {
        "to": "hand", "from": ["deck", "graveyard"], "what": "card",
        "names": ["Hallo, the Spirit of Tricks", "Ween, the Spirit of Treats"]}}]}


def test_a_trigger_that_adds_a_copy_of_itself():
    # Poki Draco: "When this card is Normal Summoned: You can add 1 "Poki Draco" ..."
    assert monster_effects("08175346") == [{"type": "trigger", "event": "normal_summoned",
                                           "when": True, "effect": [{"fetch": {
                                               "to": "hand", "what": "card",
                                               "names": ["Poki Draco"]}}]}]


def test_an_older_type_wording_with_an_attribute_a_level_and_an_exception():
    # Brohunder: "1 Level 4 LIGHT Thunder-Type monster ..., except "Brohunder""
    step = monster_effects("27217742")[0]["effect"][0]["fetch"]
    assert step == {"to": "hand", "what": "monster", "attribute": "LIGHT", "type": "Thunder",
                    "level": 4, "except": ["Brohunder"]}


def test_a_special_summon_from_the_deck_paid_by_banishing_itself_from_the_gy():
    # Destiny HERO - Malicious
    assert monster_effects("09411399") == [{"type": "ignition", "cost_self": "banish",
                                           "from": "graveyard", "effect": [{"fetch": {
                                               "to": "field", "what": "card",
                                               "names": ["Destiny HERO - Malicious"]}}]}]


def test_a_search_with_an_atk_bound_and_a_lock_on_that_name_is_read():
    # Sangan: "Add 1 monster with 1500 or less ATK from your Deck to your hand, but you cannot
    # activate cards, or the effects of cards, with that name for the rest of this turn."
    assert monster_effects("26202165")[0]["effect"] == [{"fetch": {
        "to": "hand", "what": "monster", "atk_max": 1500, "lock_name": True}}]
    # Witch of the Black Forest: the same with 1500 or less DEF
    assert monster_effects("78010363")[0]["effect"][0]["fetch"]["def_max"] == 1500
    card = english("26202165")

    class Printed:
        kind, card_property = card["kind"], card["card_property"]
        monster_types, texts, pendulum = card["monster_types"], {"en": card["text"]}, {}

    assert derive.derive(Printed()).automation == "full"


def test_a_spell_of_a_property_is_searched():
    # Terraforming: "Add 1 Field Spell from your Deck to your hand."
    card = english("73628505")
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    assert encoding.encode(card["kind"], card["card_property"], reading) == {"effect": [
        {"fetch": {"to": "hand", "what": "spell", "property": "field"}}]}


def test_a_trap_of_an_archetype_set_from_the_deck():
    # Brotherhood of the Fire Fist - Swallow: "You can Set 1 "Fire Formation" Trap Card
    # directly from your Deck."
    effect = monster_effects("02521011")[0]
    assert effect["effect"] == [{"fetch": {"to": "set", "what": "trap",
                                           "archetype": "Fire Formation"}}]


def test_any_one_of_three_cards_named():
    # The King of D.: "add 1 "The Flute of Summoning Dragon",
    # "The Melody of Awakening Dragon", or "Dragon Revival Rhapsody" from your Deck ..."
    effect = monster_effects("08978197")[0]
    assert effect["effect"][0]["fetch"]["names"] == [
        "The Flute of Summoning Dragon", "The Melody of Awakening Dragon",
        "Dragon Revival Rhapsody"]
