"""A cost whose count the player chooses as they activate, read from real cards' English texts
(read in place from ../shared/fixtures/yaml-yugi) into `cost_cards` with `up_to` or
`any_number`, and the monster's own ATK changed "for each" card it gave up (`for_each_done:
{did: cost}`, 5-2-33)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import cost_counted, monster_shapes

MAGMACHO, GAIA_SOUL, BAZOO, GUSTAPH = "50951254", "51355346", "40133511", "47829960"


def _counted(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full" and not card.notes, card.notes
    return card.encoding["effects"][0]


def test_up_to_three_fire_monsters_banished_and_atk_for_each_this_turn():
    effect = _counted(MAGMACHO)
    assert effect["cost_cards"] == {"do": "banish", "count": 3, "what": "monster",
                                    "attribute": "FIRE", "up_to": True}
    assert effect["effect"] == [{"atk": {"target": "self", "amount": 400,
                                         "for_each_done": {"did": "cost"}}}]


def test_up_to_two_tributed_and_atk_that_lasts():
    effect = _counted(GAIA_SOUL)
    assert effect["cost_cards"]["do"] == "tribute" and effect["cost_cards"]["up_to"]
    assert effect["cost_cards"]["count"] == 2 and effect["cost_cards"]["type"] == "Pyro"
    [step] = effect["effect"]
    assert step["atk"]["for_each_done"] == {"did": "cost"} and step["atk"]["lasting"]


def test_until_the_opponents_turn_and_the_older_words_for_the_cost():
    for number in (BAZOO, GUSTAPH):
        [step] = _counted(number)["effect"]
        assert step["atk"]["until"] == "opponent_turn", number
        assert step["atk"]["for_each_done"] == {"did": "cost"}, number


def test_any_number_has_no_count():
    found = cost_counted.cost("Tribute any number of DARK monsters")
    assert found == {"cost_cards": {"do": "tribute", "what": "monster", "attribute": "DARK",
                                    "any_number": True}}


def test_what_is_not_read():
    assert cost_counted.cost("Banish up to 2 Beast and Warrior monsters from your GY") is None
    fixed = {"type": "ignition", "cost_cards": {"do": "banish", "count": 2}}
    assert cost_counted.action("This card gains 400 ATK for each.", fixed) is None
    tributes = {"type": "ignition", "cost_cards": {"do": "tribute", "count": 2, "up_to": True}}
    assert cost_counted.action("This card gains 300 ATK for each card banished by this "
                               "effect.", tributes) is None
    from_hand = {**tributes, "from": "hand"}
    assert monster_shapes._one("This card gains 400 ATK for each.", {}, from_hand) is None


def test_for_each_card_sent_this_way_counts_the_cost():
    card = derived("53046408")  # Emergency Provisions: nothing sent before its LP gain
    assert card.automation == "full" and not card.notes
    assert card.encoding["cost_cards"]["any_number"] and card.encoding["cost_cards"]["other"]
    [step] = card.encoding["effect"]
    assert step["gain_lp"]["for_each_done"] == {"did": "cost"}
    unread = {"cost_cards": {"do": "discard", "any_number": True},
              "effect": [{"damage": {"amount": 300, "for_each_done": {"did": "destroyed"}}}]}
    assert not cost_counted.fixed(unread)


def test_then_target_that_many_after_up_to():
    card = derived("15609017")  # Shock Surprise
    assert card.automation == "full" and not card.notes
    assert card.encoding["target"] == {"what": "card", "player": "any", "zone": "field",
                                       "count": 2, "up_to": True, "per_cost": True}
    any_number = {"cost_cards": {"do": "discard", "what": "card", "any_number": True}}
    assert cost_counted.target("target that many cards on the field", any_number) is None
    fixed = {"cost_cards": {"do": "discard", "count": 2, "what": "card"}}
    assert cost_counted.target("target that many cards on the field", fixed) is None
