"""How long a Continuous card stays and what its activation costs (trapmon_shapes.py), read
from real cards in ../shared/fixtures/yaml-yugi in place (facts only): each wording of the
timer (10-5-4), and "Activate this card by paying N LP." (5-2-2)."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import psct, trapmon_shapes

RESCUE, AMULET, TOON_WORLD = "09212051", "61258740", "15259703"
# "This card is destroyed during your second Standby Phase after activation." (an older
# wording), "You must send this card to the GY during your 2nd Standby Phase ...", "Destroy this
# card during your opponent's next End Phase after activation."
OLDER, MUST_SEND, NEXT = "31476755", "62528292", "60202749"


def timers(number: str) -> list[dict]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    return [found for e in reading.effects if (found := trapmon_shapes.timer(e.text))]


def test_each_wording_of_the_timer():
    assert timers(RESCUE) == [{"phase": "end", "whose": "own", "count": 3, "then": "destroy"}]
    assert timers(AMULET) == [{"phase": "end", "whose": "opponent", "count": 3,
                               "then": "send"}]
    assert timers(OLDER) == [{"phase": "standby", "whose": "own", "count": 2,
                              "then": "destroy"}]
    assert timers(MUST_SEND) == [{"phase": "standby", "whose": "own", "count": 2,
                                  "then": "send"}]
    assert timers(NEXT) == [{"phase": "end", "whose": "opponent", "count": 1,
                             "then": "destroy"}]


def test_a_card_whose_other_sentences_read_is_full_with_its_timer():
    rescue, amulet = derived(RESCUE), derived(AMULET)
    assert (rescue.automation, amulet.automation) == ("full", "full")
    assert rescue.encoding["timer"]["count"] == 3 and rescue.encoding["effects"]
    assert amulet.encoding["survives"][0]["monsters"] == {"attribute": "WATER"}


def test_paying_lp_to_activate_is_its_cost():
    toon = derived(TOON_WORLD)
    assert toon.automation == "full" and toon.encoding == {"effect": [], "pay_lp": 1000}


def test_a_timer_is_not_read_when_the_rest_of_the_card_is_not():
    older = derived(OLDER)  # unaffected by the opponent's Spell Cards: not read
    assert older.automation == "none" and "timer" not in older.encoding
    assert any("Standby Phase after activation" in note for note in older.notes)


def test_fiendish_chain_holds_its_target_with_its_effects_negated():
    chain = derived("50078509")
    assert chain.automation == "full"
    assert chain.encoding["effect"] == [{"hold": {"card": "chosen",
                                                  "limits": ["no_attack", "negated"]}}]
    assert (chain.encoding["bond"], chain.encoding["target"]["zone"]) == ("destroyed", "field")


def test_fossil_excavation_discards_summons_negated_and_stays_bound():
    fossil = derived("23869735")
    assert fossil.automation == "full"
    assert fossil.encoding["discard"] == 1 and fossil.encoding["bond"] == "destroyed"
    assert fossil.encoding["target"]["type"] == "Dinosaur"
    assert fossil.encoding["effect"] == [{"special_summon": {"card": "chosen",
                                                             "negated": True}}]


def test_a_card_that_needs_a_card_on_the_field_to_stay():
    # "If "The Sanctuary in the Sky" is not on the field, destroy this card." (Zeradias)
    zeradias = derived("12171659")
    assert zeradias.automation == "full"
    assert zeradias.encoding["kept_if"] == {"field_control": {
        "names": ["The Sanctuary in the Sky"]}}
    # "... is not face-up on the field" (Captain Gold): a name shows only face-up anyway
    assert derived("80908502").encoding["kept_if"] == {"field_control": {
        "names": ["Skyscraper"]}}


def test_a_card_that_needs_its_controller_to_control_a_card_to_stay():
    serket = derived("89194033")  # "If you do not control "Temple of the Kings", ..."
    assert serket.encoding["kept_if"] == {"control": {"names": ["Temple of the Kings"]}}
    # its other sentences read too: its banishing (12-8-8) and its ATK gain
    assert serket.automation == "full" and serket.encoding["battle_banishes"] is True


def test_fog_blade_holds_its_target_beside_its_effect_from_the_gy():
    blade = derived("25542642")  # Phantom Knights' Fog Blade
    assert blade.automation == "full"
    hold = blade.encoding["effect"][0]["hold"]
    assert hold["limits"] == ["no_attack", "negated", "no_attack_target"]
    assert blade.encoding["bond"] == "leaves"
    assert [e["from"] for e in blade.encoding["effects"]] == ["graveyard"]


def test_a_card_only_another_cards_effect_places_on_the_field():
    assert derived("30170981").encoding == {"effect": [], "placed_only_by": "Destiny Board"}
    sarcophagus = derived("04081094")  # "This card can only be placed on the field by ..."
    assert sarcophagus.automation == "full"
    assert sarcophagus.encoding["placed_only_by"] == "The First Sarcophagus"


def test_a_talisman_needs_its_sealmaster_to_be_activated_and_to_stay():
    talisman = derived("19312169")  # Talisman of Trap Sealing
    assert talisman.automation == "full"
    meisei = {"control": {"names": ["Sealmaster Meisei"]}}
    assert talisman.encoding["if"] == meisei and talisman.encoding["kept_if"] == meisei
