"""Spells and Traps whose "Activate 1 of these effects" options read now (modal_shapes.py,
5-2-8), read from the real cards' English texts (../shared/fixtures/yaml-yugi, read in place,
facts only): each card whole, every sentence read."""
from __future__ import annotations

from ygo_support import derived


def options(number: str) -> list[dict]:
    card = derived(number)
    assert (card.automation, card.notes) == ("full", [])
    return card.encoding["options"]


def test_mitsurugi_magatama_ritual_summons_tributing_monsters_it_controls():
    # "● Ritual Summon 1 "Mitsurugi" Ritual Monster from your hand, by Tributing monsters you
    # control whose total Levels equal or exceed its Level.": the Tributes from the field (8-5-1)
    found = options("76725398")
    assert found[1] == {"effect": [{"ritual_summon": {"archetype": "Mitsurugi",
                                                      "from": ["field"]}}]}
    assert found[0]["cost_cards"] == {"do": "tribute", "what": "monster", "type": "Reptile"}


def test_megalith_unformed_ritual_summons_from_the_deck_in_defense_for_twice_the_level():
    # "● Ritual Summon 1 "Megalith" Ritual Monster from your Deck in Defense Position, by
    # Tributing monsters from your hand or field whose total Levels equal exactly twice its
    # Level." (8-5-1, 8-4-3)
    found = options("69003792")
    assert found[1] == {"effect": [{"ritual_summon": {
        "archetype": "Megalith", "summon_from": ["deck"], "exact": True, "times": 2,
        "position": "defense"}}]}


def test_magnet_bonding_shuffles_rock_monsters_from_four_places():
    # "● Fusion Summon 1 Rock Fusion Monster from your Extra Deck, by shuffling Rock monsters
    # from your hand, field, GY, and/or banishment into the Deck as material." (8-5-2)
    found = options("65514302")
    assert found[2]["effect"] == [{"fusion_summon": {
        "shuffle": True, "from": ["hand", "field", "graveyard", "banished"],
        "material": {"type": "Rock"}, "type": "Rock"}}]
    assert all(option["once_per_turn"] for option in found)


def test_fuh_rin_ka_zan_asks_four_attributes_face_up_on_the_field():
    # "When there are face-up WIND, WATER, FIRE and EARTH monster(s) on the field: Apply 1 of
    # these effects." (5-2-4, 5-2-31)
    card = derived("01781310")
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["if"] == {"field_attributes": ["WIND", "WATER", "FIRE", "EARTH"]}
    assert card.encoding["apply_on_resolution"] is True
    assert len(card.encoding["options"]) == 4


def test_one_attribute_or_one_named_twice_is_not_the_shape():
    from cards.ygo import attribute_boards
    assert attribute_boards.read("When there are face-up WIND monster(s) on the field") is None
    assert attribute_boards.read(
        "When there are face-up WIND, WIND and EARTH monster(s) on the field") is None


def test_spellbook_of_wisdom_options_unaffected_by_spells_or_by_traps():
    # "Target 1 Spellcaster monster on the field, then activate 1 of these effects; ● That
    # face-up monster is unaffected by other Spell effects this turn. ● ... by Trap effects
    # this turn." (5-2-3, 5-3-29)
    card = derived("88616795")
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["target"]["type"] == "Spellcaster"
    assert [o["effect"] for o in card.encoding["options"]] == [
        [{"unaffected_turn": {"card": "chosen", "by": "spells"}}],
        [{"unaffected_turn": {"card": "chosen", "by": "traps"}}]]
