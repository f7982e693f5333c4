"""Protections joined with "also", or worded "Cannot be targeted (or destroyed) by an
opponent's card effects.", read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into the keys the engine already keeps (5-4-4, 5-3-12, 12-8-3,
12-8-5)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import protection_shapes

BY_OPPONENT = {"by": "effect", "opponent": True, "times": 0}
SPECTER, KOZMO, MAESTRA = "94784213", "20849090", "84988419"


def test_targeted_or_destroyed_by_the_opponent():
    found = derived(SPECTER)
    assert found.automation == "full" and found.notes == []
    assert found.encoding["untargetable_by_opponent"] is True
    assert found.encoding["survives"] == [BY_OPPONENT]


def test_an_opponents_card_effects_cannot_target_it():
    found = derived(KOZMO)
    assert found.automation == "full"
    assert found.encoding["untargetable_by_opponent"] is True and "survives" not in found.encoding


def test_battle_and_card_effects_also_no_battle_damage():
    fields = derived(MAESTRA).encoding
    assert (fields["battle_indestructible"], fields["effect_indestructible"],
            fields["no_battle_damage"]) == (True, True, True)


def test_each_part_must_be_known():
    assert protection_shapes.read("Cannot be destroyed by battle, also you take no damage from "
                                  "battles involving this card.") == {
        "battle_indestructible": True, "no_battle_damage": True}
    assert protection_shapes.read("It cannot be destroyed by battle or your opponent's card "
                                  "effects, also your opponent cannot target it with card "
                                  "effects.") == {"battle_indestructible": True,
                                                  "survives": [BY_OPPONENT],
                                                  "untargetable_by_opponent": True}
    # the opponent takes the damage instead (12-8-7)
    assert protection_shapes.read("Cannot be destroyed by battle, also your opponent takes any "
                                  "battle damage you would have taken from battles involving "
                                  "this card.") == {"battle_indestructible": True,
                                                    "reflects_battle_damage": True}
    assert protection_shapes.read("Cannot be destroyed by battle, also your opponent takes any "
                                  "effect damage you would have taken.") is None
    assert protection_shapes.read("Cannot be destroyed by battle with a Link Monster.") is None


FIVE_HEADED, REESE = "99267150", "30276969"


def test_battle_with_a_described_monster():
    found = derived(FIVE_HEADED)
    assert found.automation == "full"
    assert found.encoding["battle_indestructible_with"] == {
        "attribute": ["DARK", "EARTH", "WATER", "FIRE", "WIND"]}
    found = derived(REESE)
    assert found.automation == "full"
    assert found.encoding["battle_indestructible_with"] == {"level_min": 4}
    assert protection_shapes.battle_with("Cannot be destroyed by battle with a Link "
                                         "Monster.") == {
        "battle_indestructible_with": {"type": "Link"}}
    # every battle, or a monster as it was summoned: not this key
    assert protection_shapes.battle_with("Cannot be destroyed by battle with a monster.") is None
    assert protection_shapes.battle_with("Cannot be destroyed by battle with a monster Special "
                                         "Summoned from the Extra Deck.") is None


GOLEM, CLOCK, INFERNITY = "62476815", "77087109", "51566770"


def test_once_per_turn_in_defense_position_and_a_face_up_card_under_a_condition():
    assert derived(GOLEM).encoding["survives"] == [
        {"by": "battle", "times": 1, "if": {"self_position": "defense"}}]
    assert derived(CLOCK).encoding["survives"] == [
        {"by": "any", "times": 1, "if": {"self_position": "defense"}}]
    assert derived(INFERNITY).encoding["survives"] == [
        {"by": "any", "times": 0, "if": {"hand_empty": True}}]
    assert all(derived(number).automation == "full" for number in (GOLEM, CLOCK, INFERNITY))


DJINN, RHINO, SUBSTITOAD, NORDIC_LIGHTS = "90726340", "81035362", "20663556", "50433147"


def test_monsters_of_a_kind_but_one_by_name_and_of_both_players():
    [djinn] = derived(DJINN).encoding["survives"]
    assert djinn == {"by": "battle", "times": 0, "monsters": {"type": "Dragon",
                                                              "except": ["Queen Dragun Djinn"]}}
    rhino = derived(RHINO).encoding["survives"]
    assert all(entry["monsters"] == {"type": "Fiend", "except": ["Fiendish Rhino Warrior"]}
               for entry in rhino)
    [toad] = derived(SUBSTITOAD).encoding["survives"]
    assert toad["monsters"] == {"archetype": "Frog"} and toad["both"] is True
    assert derived(SUBSTITOAD).automation == "full"
