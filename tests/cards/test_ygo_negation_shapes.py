"""The negation shapes read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi, facts only): a face-up monster's effects negated until the end of
the turn, a Special Summon with its effects negated, and the Continuous Effects that negate
monsters', Spells' or Traps' effects on the field (5-5-1 to 5-5-3)."""
from __future__ import annotations

from ygo_support import derived

VEILER, CHALICE, JUNK_SYNCHRON = "97268402", "25789292", "63977008"
SKILL_DRAIN, ROYAL_DECREE, IMPERIAL_ORDER = "82732705", "51452091", "61740673"
JINZO, SPELL_CANCELLER, TALISMAN_OF_TRAP_SEALING = "77585513", "84636823", "19312169"
BREAKTHROUGH_SKILL = "78474168"


def test_effect_veiler_negates_an_opponents_effect_monster_until_the_end_of_the_turn():
    found = derived(VEILER)
    assert found.automation == "full"
    effect = found.encoding["effects"][0]
    assert effect["during"] == "opponent_main_phase" and effect["cost_self"] == "send"
    assert effect["target"] == {"what": "monster", "player": "opponent", "zone": "field",
                                "type": "Effect"}
    assert effect["effect"] == [{"negate_effects": {"card": "chosen"}}]


def test_forbidden_chalice_gains_atk_until_the_end_of_the_turn_and_is_negated():
    found = derived(CHALICE)
    assert found.automation == "full"
    assert found.encoding["effect"] == [{"atk": {"target": "chosen", "amount": 400}},
                                        {"negate_effects": {"card": "chosen"}}]


def test_junk_synchron_summons_its_target_with_its_effects_negated():
    effect = derived(JUNK_SYNCHRON).encoding["effects"][0]
    assert effect["effect"] == [{"special_summon": {"card": "chosen", "position": "defense",
                                                    "negated": True}}]


def test_skill_drain_costs_1000_lp_and_negates_every_face_up_monster():
    found = derived(SKILL_DRAIN)
    assert (found.automation, found.encoding) == ("full", {
        "effect": [], "pay_lp": 1000, "negates_monsters": True})


def test_cards_that_negate_spell_or_trap_effects_on_the_field():
    assert derived(ROYAL_DECREE).encoding == {"effect": [], "negates_on_field": ["trap"]}
    jinzo = derived(JINZO)
    assert jinzo.automation == "full"
    assert jinzo.encoding == {"bars_on_field": ["trap"], "negates_on_field": ["trap"]}
    assert derived(SPELL_CANCELLER).encoding == {"bars_on_field": ["spell"],
                                                 "negates_on_field": ["spell"]}


def test_imperial_orders_standby_payment_is_read_as_its_upkeep():
    found = derived(IMPERIAL_ORDER)  # 10-5-3: "you must pay 700 LP (this is not optional)"
    assert (found.automation, found.notes) == ("full", [])
    assert found.encoding["negates_on_field"] == ["spell"]
    assert found.encoding["upkeep"] == {"pay_lp": 700, "whose": "any", "must": True}


def test_a_card_whose_activation_is_limited_reads_with_its_condition():
    # "Activate this card only if you control "Sealmaster Meisei"." (`if`, 5-2-4) and "If you
    # do not control "Sealmaster Meisei", destroy this card." (`kept_if`, 5-4-6)
    found = derived(TALISMAN_OF_TRAP_SEALING)
    assert found.automation == "full" and found.encoding["negates_on_field"] == ["trap"]
    assert found.encoding["if"] == found.encoding["kept_if"]


def test_breakthrough_skill_negates_again_from_the_gy_during_its_owners_turn():
    found = derived(BREAKTHROUGH_SKILL)
    assert found.automation == "full"
    assert found.encoding["effect"] == [{"negate_effects": {"card": "chosen"}}]
    effect = found.encoding["effects"][0]
    assert (effect["type"], effect["from"], effect["cost_self"], effect["during"],
            effect["except_turn_sent"]) == ("quick", "graveyard", "banish", "your_turn", True)


def test_dragonic_warrior_summons_from_the_hand_or_deck_with_its_effects_negated():
    effect = derived("03837261").encoding["effects"][0]  # Dragonic Warrior
    step = effect["effect"][0]["fetch"]
    assert (step["to"], step["from"], step["negated"]) == ("field", ["hand", "deck"], True)
