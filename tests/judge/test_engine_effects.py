"""The effect interpreter and rule processing."""
from __future__ import annotations

from optcg_board import card, run, texts


def event(*steps: dict, cost: int = 0) -> dict:
    return {"id": "a-ev", "type": "event", "cost": cost, "effects": {"main": list(steps)}}


def use(target: str | None = None) -> dict:
    return {"use_event": {"card": "a-ev", **({"target": target} if target else {})}}


def test_it_skips_a_target_that_is_gone_and_says_so() -> None:
    result = run(a={"hand": [event({"ko": "chosen"}, {"draw": 1})]}, actions=[use()])
    assert "no target was chosen" in texts(result)
    assert "1-3-2" in result["rules_cited"]
    assert len(result["state"]["players"]["A"]["hand"]) == 1


def test_it_keeps_a_character_with_negative_power_on_the_field() -> None:
    step = {"power": {"target": "b-c", "amount": -10000, "duration": "turn"}}
    result = run(a={"hand": [event(step)]}, b={"characters": [{"id": "b-c", "power": 6000}]},
                 actions=[use()])
    assert card(result, "B", "b-c")["power"] == -4000
    assert "1-3-6-1-1" in result["rules_cited"]


def test_it_sets_power_to_zero_by_its_current_power() -> None:
    b = {"characters": [{"id": "b-c", "power": 6000, "don": 2}]}
    result = run(a={"hand": [event({"set_power_zero": "b-c"})]}, b=b, actions=[use()])
    assert card(result, "B", "b-c")["power"] == 0
    assert "4-12-1" in result["rules_cited"]


def test_it_does_nothing_setting_negative_power_to_zero() -> None:
    steps = ({"power": {"target": "b-c", "amount": -8000}}, {"set_power_zero": "b-c"})
    result = run(a={"hand": [event(*steps)]}, b={"characters": [{"id": "b-c", "power": 6000}]},
                 actions=[use()])
    assert card(result, "B", "b-c")["power"] == -2000
    assert "4-12-2" in result["rules_cited"]


def test_it_never_charges_less_than_zero() -> None:
    hand = [event({"cost": {"target": "a-n", "amount": -5}}), {"id": "a-n", "cost": 2}]
    result = run(a={"hand": hand, "don": {"active": 0}},
                 actions=[use(), {"play": {"card": "a-n"}}])
    assert result["illegal"] is None
    assert "1-3-6-2" in result["rules_cited"]


def test_it_distinguishes_trash_from_ko() -> None:
    b = {"characters": [{"id": "b-c", "effects": {"on_ko": [{"draw": 1}]}}], "deck": 5}
    trashed = run(a={"hand": [event({"trash": "b-c"})]}, b=b, actions=[use()])
    assert trashed["state"]["players"]["B"]["deck"] == 5
    assert "10-2-1-3" in trashed["rules_cited"]
    koed = run(a={"hand": [event({"ko": "b-c"})]}, b=b, actions=[use()])
    assert koed["state"]["players"]["B"]["deck"] == 4


def test_it_cannot_ko_a_leader() -> None:
    result = run(a={"hand": [event({"ko": "B.leader"})]}, actions=[use()])
    assert "3-6-3" in result["rules_cited"]


def test_it_loses_at_once_when_an_effect_empties_the_deck() -> None:
    result = run(a={"hand": [event({"draw": 3}, {"add_don": {"count": 1}})], "deck": 2},
                 actions=[use()])
    assert result["outcome"] == "game_over"
    assert result["losers"] == ["A"] and result["winner"] == "B"
    assert "add" not in texts(result).split("loses")[-1]


def test_it_makes_both_players_lose_together() -> None:
    result = run(a={"deck": 0}, b={"deck": 0}, actions=["end_turn"])
    assert result["outcome"] == "game_over"
    assert result["winner"] is None and result["losers"] == ["A", "B"]
    assert "9-2-1" in result["rules_cited"]
    assert result["steps"][0]["action"] is None


def test_it_ends_the_game_mid_effect_for_the_player_whose_deck_ran_out() -> None:
    a_char = {"id": "a-c", "power": 5000, "effects": {"when_attacking": [{"draw": 1}]}}
    b_leader = {"id": "b-l", "effects": {"on_opponents_attack": [{"draw": 1}]}}
    result = run(a={"characters": [a_char], "deck": 1}, b={"leader": b_leader, "deck": 1},
                 actions=[{"attack": {"attacker": "a-c", "target": "B.leader"}}])
    assert result["losers"] == ["A"] and result["winner"] == "B"
    assert result["state"]["players"]["B"]["deck"] == 1


def test_it_moves_life_by_effect_without_a_trigger() -> None:
    b = {"life": [{"id": "b-t", "trigger": [{"draw": 1}]}]}
    hand = [{"id": "a-ev", "type": "event", "effects": {"main": []}}]
    result = run(a={"hand": hand}, b=b, actions=[use()])
    assert result["illegal"] is None
    step = [{"id": "b-ev", "type": "event",
             "effects": {"counter": [{"life_to_hand": 1}]}}]
    moved = run(a={"characters": [{"id": "a-c", "power": 9000}]},
                b={"life": [{"id": "b-t", "trigger": [{"draw": 1}]}], "hand": step},
                actions=[{"attack": {"attacker": "a-c", "target": "B.leader"}}, "pass",
                         {"counter": {"card": "b-ev"}}, {"trigger": {"activate": True}}])
    assert moved["illegal"]["action"] == 3
    assert "moved by an effect" in moved["illegal"]["reason"]
    assert moved["state"]["players"]["B"]["hand"] == ["b-t"]


def test_it_adds_don_rested_or_active_from_the_don_deck() -> None:
    result = run(a={"hand": [event({"add_don": {"count": 2, "rested": True}})],
                    "don": {"active": 0, "deck": 1}}, actions=[use()])
    assert result["state"]["players"]["A"]["don"] == {"active": 0, "rested": 1, "deck": 0}
    assert "only 1" in texts(result)


def test_it_puts_deck_cards_on_top_of_life_in_order() -> None:
    a = {"hand": [event({"deck_to_life": 2})], "deck": [{"id": "d1"}, {"id": "d2"}, {"id": "d3"}],
         "life": [{"id": "l1"}]}
    result = run(a=a, actions=[use()])
    assert result["state"]["players"]["A"]["life"] == ["d1", "d2", "l1"]
    assert result["state"]["players"]["A"]["deck"] == 1


def test_it_trashes_life_and_hand_cards_from_the_top_and_the_list() -> None:
    a = {"hand": [event({"trash_life": 1}, {"trash_from_hand": 5}), {"id": "h1"}],
         "life": [{"id": "l1"}, {"id": "l2"}]}
    result = run(a=a, actions=[use()])
    players = result["state"]["players"]["A"]
    assert players["life"] == ["l2"] and players["trash"] == ["a-ev", "l1", "h1"]


def test_it_leaves_an_already_rested_card_rested() -> None:
    b = {"characters": [{"id": "b-c", "rested": True}]}
    result = run(a={"hand": [event({"rest": "b-c"}, {"set_active": "b-c"})]}, b=b,
                 actions=[use()])
    assert "1-3-2-1" in result["rules_cited"]
    assert card(result, "B", "b-c")["rested"] is False


def test_it_resolves_the_turn_players_effects_first() -> None:
    hand = [{"id": "a-n", "cost": 0, "effects": {"on_play": [{"ko": "b-c"}]}}]
    b = {"characters": [{"id": "b-c", "effects": {"on_ko": [{"draw": 1}]}}]}
    a_char = {"id": "a-k", "effects": {"on_ko": [{"draw": 1}]}}
    result = run(a={"hand": hand, "characters": [a_char]}, b=b,
                 actions=[{"play": {"card": "a-n"}}])
    text = texts(result)
    assert text.index("b-c's [On K.O.] resolves") > text.index("[On Play]")


def test_it_adds_a_character_to_its_owners_life_face_up() -> None:
    # "Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom
    # of the owner's Life cards face-up." (OP04-110): the top, then the bottom as chosen
    b = {"life": 2, "characters": [{"id": "b-c", "cost": 3, "don": 1}, {"id": "b-d", "cost": 2}]}
    steps = ({"to_life": "b-c"}, {"to_life": {"target": "b-d", "to": "bottom"}})
    result = run(a={"hand": [event(*steps)]}, b=b, actions=[use()])
    state = result["state"]["players"]["B"]
    assert state["life"][0] == "b-c" and state["life"][-1] == "b-d" and len(state["life"]) == 4
    assert state["life_face_up"] == ["b-c", "b-d"] and state["characters"] == []
    assert "face-up to the top of B's Life cards" in texts(result)
    assert "face-up to the bottom of B's Life cards" in texts(result)
    assert {"3-10-2-1", "3-1-6", "6-5-5-4"} <= set(result["rules_cited"])


def test_it_leaves_a_leader_named_for_the_life_where_it_is() -> None:
    result = run(a={"hand": [event({"to_life": "B.leader"})]}, actions=[use()])
    assert "would add B's Leader to the Life cards, but a Leader never leaves" in texts(result)
    assert "3-6-3" in result["rules_cited"]
    assert len(result["state"]["players"]["B"]["life"]) == 5


def test_the_result_gives_a_cards_cost_when_an_effect_changed_it() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": {
        "steps": [{"cost": {"target": "chosen", "amount": -2, "duration": "turn"}}]}}}
    result = run(a={"hand": [ev]}, b={"characters": [{"id": "b-c", "cost": 5},
                                                     {"id": "b-d", "cost": 4}]},
                 actions=[{"use_event": {"card": "a-ev", "target": "b-c"}}])
    changed, kept = result["state"]["players"]["B"]["characters"]
    assert changed["cost"] == 3 and "cost" not in kept  # only where an effect changed it


def test_an_on_ko_plays_its_own_card_back_from_the_trash() -> None:
    # "[On K.O.] ... Play this Character card from your trash rested." (ST30-008): the card is
    # in the trash once K.O.'d (10-2-1) and comes back rested, played this turn
    b = {"characters": [{"id": "b-c", "cost": 3, "effects": {
        "on_ko": [{"play_self_from_trash": {"rested": True}}]}}]}
    result = run(a={"hand": [event({"ko": "b-c"})]}, b=b, actions=[use()])
    back = card(result, "B", "b-c")
    assert back["rested"] is True and "b-c" not in result["state"]["players"]["B"]["trash"]
    assert "played without paying its cost" in texts(result)


def test_a_card_not_in_the_trash_is_not_played_from_it() -> None:
    # written on a timing where the card is on the field, the step finds nothing (1-3-2)
    hand = [{"id": "a-n", "cost": 0, "effects": {"on_play": [{"play_self_from_trash": True}]}}]
    result = run(a={"hand": hand}, actions=[{"play": {"card": "a-n"}}])
    assert "it is no longer in the trash" in texts(result)
    assert [c["id"] for c in result["state"]["players"]["A"]["characters"]] == ["a-n"]
