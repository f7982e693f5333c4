"""The template parser on real cards naming several cards ("up to 2", "all of") or richer
filters ("base power", "other than", colours): facts only, texts read from ../shared/fixtures."""
from __future__ import annotations

import pytest
from cards_support import derived, opponents

from cards import derive


def mine(**bounds: object) -> dict:
    return {"owner": "you", "types": ["character"], **bounds}


def power(target: object, amount: int) -> dict:
    return {"power": {"target": target, "amount": amount, "duration": "turn"}}


@pytest.mark.parametrize(("number", "encoding"), [
    ("OP15-010", {"effects": {"activate_main": {  # either player's DON!! to their own card
        "once_per_turn": True, "steps": [{"give_don": {
            "target": "chosen", "count": 1, "whose": "owner", "up_to": True}}],
        "target": {"types": ["leader", "character"]}}}}),
    ("OP01-024", {"static": [{"flag": "no_ko_in_battle", "don_x": 2, "versus": {
        "types": ["character"], "attributes": ["Strike"]}}],
        "effects": {"activate_main": {"once_per_turn": True, "steps": [
            {"give_don": {"target": "self", "count": 2, "up_to": True}}]}}}),
    ("EB01-059", {"effects": {"main": {  # Life cards trashed until 1 is left
        "steps": [{"ko": "chosen"}, {"trash_life_until": 1}], "target": opponents()}},
        "trigger": {"steps": [{"ko": "chosen"}], "target": opponents(cost_max_life="total")}}),
    ("OP06-106", {"effects": {"on_play": {  # a card of the hand to the top of the Life
        "cost": {"life_to_hand": {"count": 1, "top_or_bottom": True}}, "optional": True,
        "steps": [{"hand_to_life": {"count": 1, "up_to": True}}]}}}),
    ("ST02-010", {"effects": {"on_battle_end_vs_character": {  # at the end of the battle
        "don_x": 1, "once_per_turn": True, "condition": {"turn": "you"},
        "steps": [{"set_active": "self"}]}}}),
    ("OP15-033", {"effects": {"on_play": [  # "your {T} type Leader": only if it has the type
        {"if": {"condition": {"leader_trait": "Fish-Man"},
                "steps": [{"set_active": "your_leader"}]}}, {"life_to_hand": 1}]}}),
    ("OP09-018", {"effects": {"main": {"steps": [{"ko": "chosen"}],  # a bound on the total
                                       "target": opponents(up_to=2, total_power_max=4000)}}}),
    ("OP13-038", {"effects": {"main": {  # a step left for the end of the turn
        "steps": [{"rest": "chosen"}, {"at_end_of_turn": [
            {"set_don_active": {"count": 2, "up_to": True}}]}], "target": opponents(cost_max=5)}},
        "trigger": {"steps": [{"rest": "chosen"}], "target": opponents(cost_max=5)}}),
    ("OP10-030", {"effects": {"activate_main": [  # a restriction on later Character effects
        {"set_don_active": {"count": 1, "up_to": True}},
        {"cannot_set_don_active": {"target": "you", "duration": "turn"}}]}}),
    ("EB03-009", {"effects": {"activate_main": {  # "with no base effect"
        "cost": {"rest_self": True}, "optional": True,
        "steps": [power("chosen", 2000)], "target": mine(no_base_effect=True)}}}),
    ("EB03-007", {"effects": {"on_ko": {  # a play "and no base effect"
        "steps": [{"play_card": {"target": "chosen", "from": "hand"}}],
        "target": mine(power_max=6000, no_base_effect=True)}}}),
    ("OP12-119", {"effects": {  # "this Character gains +2 cost until ..."
        "on_play": {"cost": {"trash_from_hand": 1}, "optional": True, "steps": [
            {"deck_to_life": {"count": 1, "up_to": True}},
            {"cost": {"target": "self", "amount": 2, "duration": "opponents_next_turn"}}]},
        "on_ko": {"condition": {"turn": "opponent"},
                  "steps": [{"deck_to_life": {"count": 1, "up_to": True}}]}}}),
    ("ST14-004", {"effects": {"activate_main": {  # a cost gained for a while
        "once_per_turn": True, "steps": [{"cost": {
            "target": "chosen", "amount": 2, "duration": "opponents_next_turn"}}],
        "target": mine(colors=["black"], traits=["Straw Hat Crew"])}}}),
    ("OP15-026", {"effects": {  # the opponent's DON!! to the opponent's Character
        "on_play": {"steps": [{"search_deck": {"look": 3, "rest": "bottom"}}],
                    "target": {"owner": "you", "traits": ["East Blue"]}},
        "activate_main": {"cost": {"trash_self": True}, "optional": True, "steps": [
            {"give_don": {"target": "chosen", "count": 1, "whose": "opponent", "up_to": True}}],
            "target": opponents()}}}),
    ("OP01-056", {"effects": {"main": {"steps": [{"ko": "chosen"}],
                                       "target": opponents(up_to=2, rested=True, cost_max=5)}}}),
    ("OP01-022", {"effects": {"when_attacking": {"don_x": 1, "steps": [power("chosen", -2000)],
                                                 "target": opponents(up_to=2)}}}),
    ("ST33-003", {"effects": {"on_play": {
        "cost": {"trash_from_hand": 1}, "optional": True, "steps": [{"bottom_deck": "chosen"}],
        "target": opponents(up_to=2, cost_max=2)}}}),
    ("OP06-041", {"effects": {"on_play": [{"rest": {"all": opponents()}}]},
                  "trigger": [{"play_self": True}]}),
    ("ST08-005", {"effects": {"on_play": {
        "cost": {"trash_from_hand": 1}, "optional": True,
        "steps": [{"ko": {"all": {"types": ["character"], "cost_max": 1}}}]}}}),
    ("ST05-001", {"effects": {"activate_main": {
        "once_per_turn": True, "cost": {"don_minus": 3}, "optional": True,
        "steps": [power({"all": mine(traits=["FILM"])}, 2000)]}}}),
    ("ST35-001", {"effects": {"on_play": {"steps": [{"ko": "chosen"}],
                                          "target": opponents(base_power_max=2000)}}}),
    ("OP14-081", {"effects": {"on_play": [{"trash_deck": 3}], "on_ko": {
        "steps": [{"ko": "chosen"}], "target": opponents(base_cost_min=1, base_cost_max=1)}}}),
    ("OP08-010", {"effects": {"activate_main": {
        "don_x": 1, "once_per_turn": True, "steps": [power("chosen", 1000)],
        "target": mine(traits=["Animal"], not_self=True)}}}),
    ("P-029", {"effects": {"end_of_your_turn": {
        "cost": {"rest_self": True}, "optional": True, "steps": [{"set_active": "chosen"}],
        "target": mine(traits=["FILM"], not_names=["Bartolomeo"])}}}),
    ("OP02-016", {"effects": {"on_play": {
        "steps": [power("chosen", 3000)],
        "target": mine(colors=["red"], cost_min=1, cost_max=1)}}}),
    ("OP01-114", {"effects": {"on_play": {"cost": {"don_minus": 1}, "optional": True,
                                          "steps": [{"opponent_trash_from_hand": 1}]}}}),
    ("P-048", {"effects": {"when_attacking": {"don_x": 1,
                                              "steps": [{"opponent_hand_to_bottom": 1}],
                                              "condition": {"life_min": 4}}}}),
    ("ST02-008", {"effects": {"when_attacking": {
        "don_x": 1, "steps": [{"rest_opponent_don": {"count": 1, "up_to": True}}]}}}),
    ("OP13-005", {"effects": {"on_play": {
        "steps": [{"give_don": {"target": "chosen", "count": 1, "up_to": True}}],
        "target": {"owner": "you", "types": ["leader"]}}}}),
    ("OP13-006", {"effects": {"on_play": {
        "steps": [{"give_don": {"target": "chosen", "count": 2, "up_to": True}}],
        "target": {"owner": "you", "types": ["leader", "character"],
                   "names": ["Monkey.D.Luffy"]}}}}),
    ("EB04-014", {"effects": {"activate_main": {
        "once_per_turn": True,
        "steps": [{"give_don": {"target": "chosen", "count": 1, "up_to": True}}],
        "target": {"owner": "you", "types": ["leader"], "traits": ["Land of Wano"]}}}}),
    ("OP04-010", {"effects": {"on_play": {
        "steps": [{"play_card": {"target": "chosen", "from": "hand"}}],
        "target": mine(traits=["Animal"], power_max=3000)}}}),
    ("OP07-045", {"effects": {"on_play": {
        "steps": [{"play_card": {"target": "chosen", "from": "hand"}}],
        "target": mine(traits=["The Seven Warlords of the Sea"], not_names=["Jinbe"],
                       cost_max=4)}}}),
    ("EB02-044", {"effects": {"on_play": {
        "steps": [{"play_card": {"target": "chosen", "from": "trash", "rested": True}}],
        "target": mine(colors=["black"], traits=["Navy"], cost_max=4)}}}),
    ("OP05-102", {"effects": {"on_play": {"steps": [{"ko": "chosen"}],
                                          "target": opponents(cost_max_life="opponent")}}}),
    ("EB03-025", {"effects": {"on_play": {
        "cost": {"trash_from_hand": 1}, "optional": True, "steps": [{"bounce": "chosen"}],
        "target": {"types": ["character"], "base_power_min": 6000, "base_power_max": 6000}}}}),
    ("EB03-057", {"effects": {"on_play": {
        "steps": [{"give_don": {"target": "chosen", "count": 3, "up_to": True}}],
        "target": {"owner": "you", "types": ["leader"], "traits": ["Land of Wano"]}},
        "on_ko": [{"opponent_trash_life": {"count": 1, "up_to": True}}]}}),
    ("OP06-060", {"effects": {"activate_main": {
        "cost": {"don_minus": 1, "trash_self": True}, "optional": True,
        "steps": [{"play_card": {"target": "chosen", "from": "hand_or_trash"}}],
        "target": {**mine(names=["Vinsmoke Ichiji"], cost_min=7, cost_max=7),
                   "types": ["character", "stage"]},  # a named card: a Stage plays too
        "condition": {"leader_trait": "GERMA 66"}}}}),
    ("OP03-022", {"effects": {"when_attacking": {
        "don_x": 2, "cost": {"rest_don": 1}, "optional": True,
        "steps": [{"play_card": {"target": "chosen", "from": "hand"}}],
        "target": mine(cost_max=4, has_trigger=True)}}}),
    ("OP06-034", {"effects": {"activate_main": {
        "once_per_turn": True,
        "steps": [{"rest": "chosen"}, {"power": {"target": "self", "amount": 1000,
                                                 "duration": "turn"}}, {"life_to_hand": 1}],
        "target": opponents(cost_max=4)}}}),
    ("ST04-015", {"effects": {"main": {
        "steps": [{"ko": "chosen"}, {"add_don": {"count": 1, "rested": False, "up_to": True}}],
        "target": opponents(cost_max=6)}},
                  "trigger": [{"add_don": {"count": 1, "rested": False, "up_to": True}}]}),
    ("OP05-079", {"effects": {"on_play": [{"opponent_trash_to_bottom": 3}]}}),
    ("OP02-010", {"effects": {"activate_main": {
        "cost": {"rest_self": True}, "optional": True,
        "steps": [{"play_card": {"target": "chosen", "from": "hand"}}],
        "target": mine(colors=["red"], not_names=["Dogura"], cost_min=1, cost_max=1)}}}),
])
def test_each_group_template_reads_a_real_card(cards, number, encoding):
    card = cards[number]
    found = derive.derive(card.category, card.text, card.trigger)
    assert (found.encoding, found.notes, found.automation) == (encoding, [], "full")


def test_all_other_than_this_character_is_every_character_but_the_source(cards):
    kaido = cards["OP01-094"]
    found = derive.derive(kaido.category, kaido.text, kaido.trigger)
    assert found.encoding["effects"]["on_play"]["steps"] == [
        {"ko": {"all": {"types": ["character"], "not_self": True}}}]



def test_the_clause_after_then_is_read_as_a_sentence_of_its_own(cards):
    card = cards["OP10-061"]  # "Draw 1 card. Then, return up to 1 of ... to the owner's hand."
    found = derive.derive(card.category, card.text, card.trigger)
    assert found.encoding["effects"]["main"] == {
        "steps": [{"draw": 1}, {"bounce": "chosen"}], "target": opponents(cost_max=2)}


def test_then_you_may_is_a_choice_inside_the_effect_and_is_not_guessed(cards):
    card = cards["OP03-055"]  # "... gains +4000 power during this battle. Then, you may trash"
    found = derive.derive(card.category, card.text, card.trigger)
    assert "counter" not in found.encoding.get("effects", {})
    assert any(note.startswith("[Counter]") for note in found.notes)


def test_a_sentence_joined_by_and_is_read_only_when_both_halves_read():
    found = derive.derive("character", "[On Play] K.O. up to 1 of your opponent's Characters "
                          "with a cost of 3 or less and add this card to your hand.", "")
    assert found.automation == "none"


def test_a_search_then_a_play_from_the_hand_is_a_second_choice(cards):
    card = cards["OP07-072"]  # "... reveal up to 1 {Foxy Pirates} type card ... and play up to
    found = derive.derive(card.category, card.text, card.trigger)  # 1 purple Character card"
    effect = found.encoding["effects"]["on_play"]
    assert effect["steps"][1] == {"play_card": {"target": "chosen_2", "from": "hand"}}
    assert effect["target_2"] == mine(colors=["purple"], power_max=4000)


@pytest.mark.parametrize(("number", "timing", "steps", "first", "second"), [
    ("OP01-096", "on_play", [{"ko": "chosen"}, {"ko": "chosen_2"}],
     opponents(cost_max=3), opponents(cost_max=2)),
    ("OP04-044", "on_play", [{"bounce": "chosen"}, {"bounce": "chosen_2"}],
     {"types": ["character"], "cost_max": 8}, {"types": ["character"], "cost_max": 3}),
])
def test_one_verb_with_two_choices_is_read_as_two_steps(cards, number, timing, steps, first,
                                                         second):
    card = cards[number]
    effect = derive.derive(card.category, card.text, card.trigger).encoding["effects"][timing]
    assert (effect["steps"], effect["target"], effect["target_2"]) == (steps, first, second)


def test_up_to_a_total_of_your_leader_and_character_cards(cards):
    card = cards["EB02-007"]  # "Up to a total of 3 of your Leader and Character cards gain"
    effect = derive.derive(card.category, card.text, card.trigger).encoding["effects"]["main"]
    assert effect["target"] == {"owner": "you", "types": ["leader", "character"], "up_to": 3}


def test_an_active_character_is_one_not_rested(cards):
    card = cards["OP01-086"]  # "... return up to 1 active Character with a cost of 3 or less"
    effect = derive.derive(card.category, card.text, card.trigger).encoding["effects"]["counter"]
    assert effect["target_2"] == {"types": ["character"], "rested": False, "cost_max": 3}


def test_what_waits_for_the_end_of_the_turn_is_one_plain_action(cards):
    # "add up to 1 DON!! card ... and set it as active at the end of this turn": whether the
    # adding waits too is not said, so the ability is not read
    card = cards["OP13-066"]
    found = derive.derive(card.category, card.text, card.trigger)
    assert found.automation == "partial" and "on_play" not in found.encoding.get("effects", {})


def test_the_opponents_choice_of_don_is_read_and_named_on_the_action(cards):
    # OP14-065: "Your opponent returns 1 DON!! card from their field": which DON!! (rested,
    # active, given to which card) is the opponent's, named by the action's `don_from`
    found = derived(cards, "OP14-065")
    assert found.automation == "full"
    assert found.encoding["effects"]["on_ko"] == [{"opponent_return_don": 1}]
