"""Cards that banish what would go to the Graveyard, read from real cards' texts in place
(../shared/fixtures/yaml-yugi; facts asserted, never the text): the card key `gy_banishes`
(5-4-10) of a monster, a Continuous Spell and a Continuous Trap."""
from __future__ import annotations

from ygo_support import derived

RADIANCE, LIGHT, FISSURE, MACRO = "94853057", "61528025", "81674782", "30241314"
GROUND = "31849106"  # "This turn, ...": a resolving step, not the card key


def test_the_banishers_banish_any_card():
    for number in (RADIANCE, LIGHT):
        found = derived(number)
        assert found.automation == "full", number
        assert found.encoding == {"gy_banishes": "cards"}, number


def test_dimensional_fissure_banishes_monsters_and_activates_doing_nothing():
    found = derived(FISSURE)
    assert found.automation == "full"
    assert found.encoding == {"effect": [], "gy_banishes": "monsters"}


def test_macro_cosmos_keeps_its_activation_and_banishes_any_card():
    found = derived(MACRO)
    assert found.automation == "full"
    assert found.encoding["gy_banishes"] == "cards"
    assert [list(step) for step in found.encoding["effect"]] == [["fetch"]]


def test_a_resolving_this_turn_is_a_step_for_the_rest_of_the_turn():
    found = derived(GROUND)
    assert found.automation == "full" and "gy_banishes" not in found.encoding
    assert found.encoding["effect"] == [{"this_turn": {"rule": "gy_banish_monsters"}}]


def test_herald_of_the_arc_light_names_the_places_cards_come_from():
    found = derived("79606837")
    assert found.automation == "full"
    assert found.encoding["gy_banishes"] == "monsters"
    assert found.encoding["gy_banishes_from"] == ["hand", "deck"]
