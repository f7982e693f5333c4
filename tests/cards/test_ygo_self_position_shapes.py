"""A monster effect changing the battle position of the monster itself, named "it" in an effect
that targets nothing (9-2-7), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into a `change_position` step on `self`."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import self_position_shapes

BLUE_BRAWLER, TOTAL_DEFENSE_SHOGUN, GANBARA_KNIGHT = "41628550", "75372290", "24291651"


def test_its_battle_position_after_its_own_summon_or_attack_target():
    brawler = derived(BLUE_BRAWLER)  # "You can change its battle position."
    assert brawler.automation == "full"
    assert brawler.encoding["effects"][0]["effect"] == [
        {"change_position": {"card": "self", "to": "switch"}}]
    shogun = derived(TOTAL_DEFENSE_SHOGUN)  # "Change it to Defense Position."
    assert shogun.encoding["effects"][0]["effect"] == [
        {"change_position": {"card": "self", "to": "defense"}}]
    knight = derived(GANBARA_KNIGHT)
    assert knight.automation == "full"
    assert knight.encoding["effects"][0]["event"] == "targeted_for_attack"


def test_it_may_be_another_card():
    trigger = {"type": "trigger", "event": "summoned"}
    assert self_position_shapes.itself("Change it to Defense Position.", {}, trigger)
    # a target, another monster's Summon, or a card in the GY: not the monster itself
    assert self_position_shapes.itself("Change it to Defense Position.",
                                       {"what": "monster"}, trigger) is None
    assert self_position_shapes.itself("Change it to Defense Position.", {},
                                       {"type": "trigger", "event": "summon"}) is None
    assert self_position_shapes.itself("Change its battle position.", {},
                                       {**trigger, "from": "graveyard"}) is None
    assert self_position_shapes.itself("Change it to Defense Position until the End Phase.",
                                       {}, trigger) is None


def test_it_gains_atk_after_an_event_of_its_own():
    dragon = derived("36750412")  # "If this card inflicts battle damage ...: It gains 200 ATK."
    assert dragon.automation == "full"
    assert dragon.encoding["effects"][0]["effect"] == [
        {"atk": {"target": "self", "amount": 200, "lasting": True}}]
    trigger = {"type": "trigger", "event": "summon"}  # another monster's Summon: "it" is that
    assert self_position_shapes.itself("It gains 200 ATK.", {}, trigger) is None
