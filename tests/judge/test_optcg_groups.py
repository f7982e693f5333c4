"""Effects on several cards at once ("up to 2", "all of") and the richer target filters."""
from __future__ import annotations

from optcg_board import card, char_ids, errors, run, scenario, texts

OPPONENTS = {"owner": "opponent", "types": ["character"]}


def event(steps: list, **target: object) -> dict:
    effect: dict = {"steps": steps}
    if target:
        effect["target"] = {**OPPONENTS, **target}
    return {"id": "a-ev", "type": "event", "effects": {"main": effect}}


def use(target: object = None) -> dict:
    return {"use_event": {"card": "a-ev", **({"target": target} if target else {})}}


THREE = {"characters": [{"id": "b-1", "cost": 2, "power": 3000},
                        {"id": "b-2", "cost": 3, "power": 4000},
                        {"id": "b-3", "cost": 6, "power": 7000}]}


def test_it_knocks_out_every_card_an_up_to_two_effect_names() -> None:
    ev = event([{"ko": "chosen"}], up_to=2, cost_max=4)
    result = run(a={"hand": [ev]}, b=THREE, actions=[use(["b-1", "b-2"])])
    assert char_ids(result, "B") == ["b-3"]
    assert result["illegal"] is None


def test_it_refuses_more_cards_than_up_to_allows_citing_the_rule() -> None:
    ev = event([{"ko": "chosen"}], up_to=2)
    result = run(a={"hand": [ev]}, b=THREE, actions=[use(["b-1", "b-2", "b-3"])])
    assert result["illegal"]["rules"] == ["4-8-1", "8-4-4-1"]
    assert "up to 2 cards, so it cannot choose 3" in result["illegal"]["reason"]
    assert char_ids(result, "B") == ["b-1", "b-2", "b-3"]


def test_a_list_for_a_one_card_effect_is_refused() -> None:
    result = run(a={"hand": [event([{"ko": "chosen"}])]}, b=THREE,
                 actions=[use(["b-1", "b-2"])])
    assert result["illegal"]["rules"] == ["4-8-1", "8-4-4-1"]


def test_each_card_named_is_checked_against_the_filter() -> None:
    ev = event([{"ko": "chosen"}], up_to=2, cost_max=4)
    result = run(a={"hand": [ev]}, b=THREE, actions=[use(["b-1", "b-3"])])
    assert result["illegal"]["rules"] == ["8-4-4"]
    assert "its cost is 6, not 4 or less" in result["illegal"]["reason"]


def test_a_power_change_reaches_each_chosen_card_in_order() -> None:
    step = {"power": {"target": "chosen", "amount": -2000, "duration": "turn"}}
    result = run(a={"hand": [event([step], up_to=2)]}, b=THREE, actions=[use(["b-2", "b-1"])])
    assert (card(result, "B", "b-1")["power"], card(result, "B", "b-2")["power"]) == (1000, 2000)
    lines = [line for line in texts(result).splitlines() if "-2000 power" in line]
    assert [line.split(" -2000")[0][-3:] for line in lines] == ["b-2", "b-1"]


def test_a_card_named_twice_is_invalid_input() -> None:
    data = scenario(a={"hand": [event([{"ko": "chosen"}], up_to=2)]}, b=THREE,
                    actions=[use(["b-1", "b-1"])])
    assert errors(data) == {"actions[0].use_event.target[1]": "b-1 is named twice"}


def test_a_list_is_no_attack_target() -> None:
    data = scenario(a={"characters": [{"id": "a-c", "power": 5000}]}, b=THREE,
                    actions=[{"attack": {"attacker": "a-c", "target": ["b-1"]}}])
    assert "actions[0].attack.target" in errors(data)


def test_choose_names_several_cards_for_an_auto_effect() -> None:
    attacker = {"id": "a-c", "power": 5000, "effects": {"when_attacking": {
        "steps": [{"rest": "chosen"}], "target": {**OPPONENTS, "up_to": 2}}}}
    result = run(a={"characters": [attacker]}, b=THREE,
                 actions=[{"choose": {"card": "a-c", "target": ["b-1", "b-3"]}},
                          {"attack": {"attacker": "a-c", "target": "B.leader"}}])
    assert card(result, "B", "b-1")["rested"] and card(result, "B", "b-3")["rested"]
    assert not card(result, "B", "b-2")["rested"]


def test_all_of_the_opponents_characters_resolves_when_the_step_does() -> None:
    ev = event([{"ko": {"all": {**OPPONENTS, "cost_max": 3}}}])
    result = run(a={"hand": [ev], "characters": [{"id": "a-own", "cost": 1}]}, b=THREE,
                 actions=[use()])
    assert char_ids(result, "B") == ["b-3"]
    assert char_ids(result, "A") == ["a-own"]


def test_all_with_nothing_that_fits_is_skipped_and_says_so() -> None:
    ev = event([{"ko": {"all": {**OPPONENTS, "cost_max": 1}}}, {"draw": 1}])
    result = run(a={"hand": [ev], "deck": 5}, b=THREE, actions=[use()])
    assert "no card on the field fits its description" in texts(result)
    assert "1-3-2" in result["rules_cited"]


def test_all_other_than_this_character_spares_the_source() -> None:
    kaido = {"id": "a-kaido", "cost": 10, "effects": {"on_play": [
        {"ko": {"all": {"types": ["character"], "not_self": True}}}]}}
    result = run(a={"hand": [kaido], "don": {"active": 10},
                    "characters": [{"id": "a-own", "cost": 1}]}, b=THREE,
                 actions=[{"play": {"card": "a-kaido"}}])
    assert char_ids(result, "A") == ["a-kaido"] and char_ids(result, "B") == []


def test_all_gives_power_to_every_card_of_the_type() -> None:
    step = {"power": {"target": {"all": {"owner": "you", "types": ["character"],
                                         "traits": ["FILM"]}}, "amount": 1000}}
    mine = [{"id": "a-f", "power": 3000, "traits": ["FILM"]}, {"id": "a-x", "power": 3000}]
    result = run(a={"hand": [event([step])], "characters": mine}, actions=[use()])
    assert card(result, "A", "a-f")["power"] == 4000 and card(result, "A", "a-x")["power"] == 3000


def test_base_power_is_the_printed_value_not_the_current_one() -> None:
    ev = event([{"ko": "chosen"}], base_power_max=5000)
    b = {"characters": [{"id": "b-big", "power": 6000}]}
    shrink = {"power": {"target": "b-big", "amount": -3000}}
    result = run(a={"hand": [ev, {"id": "a-shrink", "type": "event",
                                  "effects": {"main": [shrink]}}]}, b=b,
                 actions=[{"use_event": {"card": "a-shrink"}}, use("b-big")])
    assert result["illegal"]["rules"] == ["8-4-4"]
    assert "its base power is 6000, not 5000 or less" in result["illegal"]["reason"]


def test_other_than_a_name_leaves_that_card_out() -> None:
    mine = {"owner": "you", "types": ["character"], "not_names": ["Sabo"]}
    ev = {"id": "a-ev", "type": "event", "effects": {"main": {
        "steps": [{"power": {"target": "chosen", "amount": 2000}}], "target": mine}}}
    result = run(a={"hand": [ev], "characters": [{"id": "a-sabo", "name": "Sabo"}]},
                 actions=[use("a-sabo")])
    assert "the effect leaves out [Sabo]" in result["illegal"]["reason"]


def test_characters_or_a_named_leader_accepts_the_leader() -> None:
    mine = {"owner": "you", "types": ["character"], "also_names": ["Silvers Rayleigh"]}
    ev = {"id": "a-ev", "type": "event", "effects": {"main": {
        "steps": [{"power": {"target": "chosen", "amount": 2000}}], "target": mine}}}
    leader = {"name": "Silvers Rayleigh", "power": 5000}
    result = run(a={"hand": [ev], "leader": leader}, actions=[use("A.leader")])
    assert result["illegal"] is None
    assert result["state"]["players"]["A"]["leader"]["power"] == 7000


def test_the_opponent_trashes_the_first_cards_listed_in_their_hand() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"opponent_trash_from_hand": 2}]}}
    hand = [{"id": "b-h1"}, {"id": "b-h2"}, {"id": "b-h3"}]
    result = run(a={"hand": [ev]}, b={"hand": hand}, actions=[use()])
    players = result["state"]["players"]
    assert players["B"]["hand"] == ["b-h3"]
    assert set(players["B"]["trash"]) == {"b-h1", "b-h2"}
    assert "10-2-14-1" in result["rules_cited"]


def test_the_opponent_with_too_few_cards_trashes_what_there_is() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"opponent_trash_from_hand": 2}]}}
    result = run(a={"hand": [ev]}, b={"hand": [{"id": "b-h1"}]}, actions=[use()])
    assert "1-3-2" in result["rules_cited"]
    assert "all there was of the 2 asked" in texts(result)


def test_the_opponent_places_hand_cards_at_the_bottom_of_their_deck() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"opponent_hand_to_bottom": 1}]}}
    result = run(a={"hand": [ev]}, b={"hand": [{"id": "b-h1"}, {"id": "b-h2"}],
                                      "deck": [{"id": "b-top"}]}, actions=[use()])
    players = result["state"]["players"]
    assert (players["B"]["deck"], players["B"]["hand"]) == (2, ["b-h2"])
    assert "B places Character b-h1 from the hand at the bottom of the deck" in texts(result)


def test_the_opponent_returns_rested_don_first_then_active_then_given() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"opponent_return_don": 3}]}}
    b = {"don": {"active": 1, "rested": 1, "deck": 3},
         "characters": [{"id": "b-c", "don": 2, "power": 3000}]}
    result = run(a={"hand": [ev]}, b=b, actions=[use()])
    assert result["state"]["players"]["B"]["don"] == {"active": 0, "rested": 0, "deck": 6}
    assert card(result, "B", "b-c")["don"] == 1


def test_it_rests_the_opponents_active_don() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"rest_opponent_don": 2}]}}
    result = run(a={"hand": [ev]}, b={"don": {"active": 1, "rested": 2}}, actions=[use()])
    don = result["state"]["players"]["B"]["don"]
    assert (don["active"], don["rested"]) == (0, 3)
    assert "only 1 of the 2 asked were active" in texts(result)
    assert {"4-4-1-2", "1-3-2"} <= set(result["rules_cited"])


def two_choices() -> dict:
    """"Up to 1 of your Characters gains +2000. Then, K.O. up to 1 of your opponent's
    Characters with 3000 power or less." """
    return {"id": "a-ev", "type": "event", "effects": {"main": {
        "steps": [{"power": {"target": "chosen", "amount": 2000}}, {"ko": "chosen_2"}],
        "target": {"owner": "you", "types": ["character"]},
        "target_2": {**OPPONENTS, "power_max": 3000}}}}


def test_an_effect_that_chooses_twice_takes_target_and_target_2() -> None:
    result = run(a={"hand": [two_choices()], "characters": [{"id": "a-c", "power": 4000}]},
                 b=THREE, actions=[{"use_event": {"card": "a-ev", "target": "a-c",
                                                  "target_2": "b-1"}}])
    assert card(result, "A", "a-c")["power"] == 6000
    assert char_ids(result, "B") == ["b-2", "b-3"]


def test_the_second_choice_is_checked_when_its_step_comes() -> None:
    lower = {"id": "a-ev", "type": "event", "effects": {"main": {
        "steps": [{"power": {"target": "chosen", "amount": -2000}}, {"ko": "chosen_2"}],
        "target": OPPONENTS, "target_2": {**OPPONENTS, "power_max": 3000}}}}
    # b-2 has 4000 power when the event is used, 2000 once the first step resolved
    result = run(a={"hand": [lower]}, b=THREE,
                 actions=[{"use_event": {"card": "a-ev", "target": "b-2", "target_2": "b-2"}}])
    assert char_ids(result, "B") == ["b-1", "b-3"]
    unfit = run(a={"hand": [lower]}, b=THREE,
                actions=[{"use_event": {"card": "a-ev", "target": "b-1", "target_2": "b-3"}}])
    assert char_ids(unfit, "B") == ["b-1", "b-2", "b-3"]
    assert "its power is 7000, not 3000 or less" in texts(unfit)
    assert "8-4-4" in unfit["rules_cited"]


def test_a_second_choice_left_out_chooses_nothing() -> None:
    result = run(a={"hand": [two_choices()], "characters": [{"id": "a-c", "power": 4000}]},
                 b=THREE, actions=[{"use_event": {"card": "a-ev", "target": "a-c"}}])
    assert char_ids(result, "B") == ["b-1", "b-2", "b-3"]
    assert "no target was chosen" in texts(result)


def test_a_counter_value_goes_to_one_card() -> None:
    attacker = {"id": "a-c", "power": 5000}
    result = run(a={"characters": [attacker]},
                 b={"hand": [{"id": "b-h", "counter": 1000}],
                    "characters": [{"id": "b-1"}, {"id": "b-2"}]},
                 actions=[{"attack": {"attacker": "a-c", "target": "B.leader"}}, "pass",
                          {"counter": {"card": "b-h", "target": ["B.leader", "b-1"]}}])
    assert result["illegal"]["rules"] == ["7-1-3-1-1"]


def test_a_trigger_chooses_only_a_card_that_fits_its_filter() -> None:
    trigger = {"steps": [{"ko": "chosen"}], "target": {**OPPONENTS, "cost_max": 3}}
    b = {"life": [{"id": "b-life", "trigger": trigger}]}
    attack = [{"attack": {"attacker": "a-c", "target": "B.leader"}}, "pass", "pass"]
    a = {"characters": [{"id": "a-c", "power": 6000}, {"id": "a-big", "cost": 7},
                        {"id": "a-small", "cost": 2}]}
    unfit = run(a=a, b=b, actions=[*attack, {"trigger": {"activate": True, "target": "a-big"}}])
    assert char_ids(unfit, "A") == ["a-c", "a-big", "a-small"]
    assert "its cost is 7, not 3 or less" in texts(unfit)
    fits = run(a=a, b=b, actions=[*attack, {"trigger": {"activate": True, "target": "a-small"}}])
    assert char_ids(fits, "A") == ["a-c", "a-big"]


def test_a_cost_bound_by_the_opponents_life_is_counted_when_chosen() -> None:
    ev = event([{"ko": "chosen"}], cost_max_life="opponent")
    b = {**THREE, "life": 3}
    ok = run(a={"hand": [ev]}, b=b, actions=[use("b-2")])
    assert char_ids(ok, "B") == ["b-1", "b-3"]
    refused = run(a={"hand": [ev]}, b=b, actions=[use("b-3")])
    assert "its cost is 6, not 3 or less" in refused["illegal"]["reason"]


def test_the_opponents_top_life_card_goes_to_their_hand_without_its_trigger() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"opponent_life_to_hand": 1}]}}
    b = {"life": [{"id": "b-top", "trigger": [{"draw": 1}]}, {"id": "b-next"}]}
    result = run(a={"hand": [ev]}, b=b, actions=[use()])
    players = result["state"]["players"]
    assert players["B"]["hand"] == ["b-top"] and players["B"]["life"] == ["b-next"]


def test_the_opponents_top_life_card_is_trashed() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"opponent_trash_life": 1}]}}
    result = run(a={"hand": [ev]}, b={"life": [{"id": "b-top"}, {"id": "b-next"}]},
                 actions=[use()])
    assert result["state"]["players"]["B"]["trash"] == ["b-top"]


def test_a_card_played_from_hand_or_trash_may_come_from_either() -> None:
    def ev() -> dict:
        return {"id": "a-ev", "type": "event", "effects": {"main": {
            "steps": [{"play_card": {"target": "chosen", "from": "hand_or_trash"}}],
            "target": {"owner": "you", "types": ["character"], "cost_max": 3}}}}
    from_trash = run(a={"hand": [ev()], "trash": [{"id": "a-t", "cost": 2}]},
                     actions=[use("a-t")])
    from_hand = run(a={"hand": [ev(), {"id": "a-h", "cost": 2}]}, actions=[use("a-h")])
    assert char_ids(from_trash, "A") == ["a-t"] and char_ids(from_hand, "A") == ["a-h"]


def test_a_card_with_a_trigger_is_one_whose_trigger_is_written() -> None:
    def ev() -> dict:
        return {"id": "a-ev", "type": "event", "effects": {"main": {
            "steps": [{"play_card": {"target": "chosen", "from": "hand"}}],
            "target": {"owner": "you", "types": ["character"], "has_trigger": True}}}}
    with_trigger = {"id": "a-t", "cost": 2, "trigger": [{"draw": 1}]}
    played = run(a={"hand": [ev(), with_trigger]}, actions=[use("a-t")])
    assert char_ids(played, "A") == ["a-t"]
    refused = run(a={"hand": [ev(), {"id": "a-n", "cost": 2}]}, actions=[use("a-n")])
    assert "it has no [Trigger]" in refused["illegal"]["reason"]


def test_choose_names_both_choices_of_an_auto_effect() -> None:
    attacker = {"id": "a-c", "power": 5000, "effects": {"when_attacking": {
        "steps": [{"rest": "chosen"}, {"ko": "chosen_2"}],
        "target": OPPONENTS, "target_2": {**OPPONENTS, "cost_max": 2}}}}
    result = run(a={"characters": [attacker]}, b=THREE,
                 actions=[{"choose": {"card": "a-c", "target": "b-3", "target_2": "b-1"}},
                          {"attack": {"attacker": "a-c", "target": "B.leader"}}])
    assert card(result, "B", "b-3")["rested"] and char_ids(result, "B") == ["b-2", "b-3"]


def test_the_opponent_places_trash_cards_at_the_bottom_of_their_deck() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [{"opponent_trash_to_bottom": 2}]}}
    result = run(a={"hand": [ev]}, b={"trash": [{"id": "b-t1"}, {"id": "b-t2"}, {"id": "b-t3"}],
                                      "deck": 3}, actions=[use()])
    players = result["state"]["players"]
    assert (players["B"]["trash"], players["B"]["deck"]) == (["b-t3"], 5)
    assert "3-1-7" in result["rules_cited"]
