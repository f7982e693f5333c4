"""Trap Monsters (4-6-5) read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into one `trap_monster` step: the stats printed in brackets, a
Tuner, the position named, "also still a Trap" or "NOT treated as a Trap" said inside the
sentence or after it, and what follows left as not applied."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import trapmon_cards

SHAPESISTER, APOPHIS, SHADE, STUNGRAY = "92099232", "28649820", "98827725", "97232518"
SLIME, TIKI_PEACE, QUANTUM_CAT = "26905245", "14554127", "87772572"
TOMB_SHIELD = "51606429"


def test_a_normal_monster_tuner_still_a_trap():
    card = derived(SHAPESISTER)
    assert card.automation == "full"
    assert card.encoding["once_per_turn"] is True
    assert card.encoding["effect"] == [{"trap_monster": {
        "type": "Fiend", "attribute": "EARTH", "level": 2, "atk": 0, "def": 0, "tuner": True}}]


def test_its_activation_condition_is_read():
    card = derived(APOPHIS)
    assert card.automation == "full" and card.encoding["when"] == "main_phase"
    assert card.encoding["effect"][0]["trap_monster"]["atk"] == 1600


def test_a_normal_trap_monster_with_its_graveyard_effect():
    card = derived(TOMB_SHIELD)  # 5-1-9: banished from the GY to negate a Trap's effects
    assert card.automation == "full"
    assert card.encoding["effect"][0]["trap_monster"]["position"] == "attack"
    assert card.encoding["effects"][0]["from"] == "graveyard"
    assert card.encoding["effects"][0]["cost_self"] == "banish"


def test_not_a_trap_in_defense_position_and_the_rest_left():
    card = derived(SHADE)
    assert card.automation == "partial"
    step = card.encoding["effect"][0]["trap_monster"]
    assert step["still_trap"] is False and step["position"] == "defense"
    assert len(card.notes) == 1


def test_what_it_cannot_do_as_that_monster():
    card = derived(STUNGRAY)
    step = card.encoding["effect"][0]["trap_monster"]
    assert step["monster"] == "effect" and step["type"] == "Thunder"  # "Thunder-Type"
    assert step["battle_indestructible"] is True and card.automation == "full"
    slime = derived(SLIME)
    assert slime.automation == "full"
    assert slime.encoding["effect"][0]["trap_monster"]["no_attack"] is True


def test_the_effects_it_has_as_a_monster_are_not_applied():
    card = derived(TIKI_PEACE)  # "... with the following effect (...)." and its "●" effect
    assert card.automation == "partial" and len(card.notes) == 1
    assert card.notes[0].startswith("(Quick Effect)")


def test_only_when_it_says_whether_it_is_still_a_trap():
    summon = "Special Summon this card as a Normal Monster (Fiend/EARTH/Level 2/ATK 0/DEF 0)."
    assert trapmon_cards.step(summon) is None
    assert trapmon_cards.step(summon, "(This card is also still a Trap.)") is not None
    assert trapmon_cards.step("Special Summon this card.", "(This card is NOT treated as a "
                              "Trap.)") is None


def test_the_type_and_attribute_its_activation_declares():
    card = derived(QUANTUM_CAT)
    assert card.automation == "full"
    assert card.encoding["effect"] == [{"trap_monster": {
        "declared": True, "level": 4, "atk": 0, "def": 2200}}]
