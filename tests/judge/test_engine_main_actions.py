"""Main Phase actions: giving DON!!, playing cards, [Activate: Main] and Events' [Main]."""
from __future__ import annotations

from optcg_board import card, char_ids, run, texts


def test_it_gives_don_for_power_only_on_the_owners_turn() -> None:
    result = run(a={"leader": {"id": "a-l", "power": 5000}, "don": {"active": 3}},
                 actions=[{"give_don": {"to": "A.leader", "count": 2}}])
    players = result["state"]["players"]["A"]
    assert players["leader"]["don"] == 2 and players["leader"]["power"] == 7000
    assert players["don"] == {"active": 1, "rested": 0, "deck": 7}
    assert {"6-5-5-1", "6-5-5-2"} <= set(result["rules_cited"])


def test_it_refuses_giving_more_don_than_are_active() -> None:
    result = run(a={"don": {"active": 1, "rested": 3}},
                 actions=[{"give_don": {"to": "A.leader", "count": 2}}])
    assert result["illegal"]["action"] == 0
    assert "only 1 active DON!!" in result["illegal"]["reason"]


def test_it_refuses_giving_don_to_a_stage_or_an_opponents_card() -> None:
    a = {"stage": {"id": "a-st", "type": "stage"}, "don": {"active": 2}}
    for to in ("a-st", "B.leader"):
        result = run(a=a, actions=[{"give_don": {"to": to}}])
        assert result["illegal"]["rules"] == ["6-5-5-1"]


def test_it_plays_a_character_by_resting_don() -> None:
    result = run(a={"hand": [{"id": "a-n", "cost": 3, "power": 5000}], "don": {"active": 4}},
                 actions=[{"play": {"card": "a-n"}}])
    players = result["state"]["players"]["A"]
    assert char_ids(result, "A") == ["a-n"] and players["hand"] == []
    assert players["don"]["active"] == 1 and players["don"]["rested"] == 3
    assert card(result, "A", "a-n")["rested"] is False
    assert "2-7-2" in result["rules_cited"]


def test_it_refuses_a_play_that_cannot_be_paid() -> None:
    result = run(a={"hand": [{"id": "a-n", "cost": 5}], "don": {"active": 4}},
                 actions=[{"play": {"card": "a-n"}}])
    assert "2-7-2" in result["illegal"]["rules"]
    assert result["state"]["players"]["A"]["hand"] == ["a-n"]


def test_it_refuses_a_sixth_character_without_replace() -> None:
    chars = [{"id": f"a-{i}", "power": 1000} for i in range(5)]
    result = run(a={"characters": chars, "hand": [{"id": "a-new", "cost": 0}]},
                 actions=[{"play": {"card": "a-new"}}])
    assert set(result["illegal"]["rules"]) == {"3-7-6", "3-7-6-1"}


def test_it_refuses_replace_when_there_is_room() -> None:
    result = run(a={"characters": [{"id": "a-0"}], "hand": [{"id": "a-new", "cost": 0}]},
                 actions=[{"play": {"card": "a-new", "replace": "a-0"}}])
    assert result["illegal"]["action"] == 0


def test_it_does_not_trigger_on_ko_for_the_character_trashed_for_a_sixth() -> None:
    chars = [{"id": "a-0", "effects": {"on_ko": [{"draw": 3}]}}]
    chars += [{"id": f"a-{i}"} for i in range(1, 5)]
    result = run(a={"characters": chars, "hand": [{"id": "a-new", "cost": 0}], "deck": 10},
                 actions=[{"play": {"card": "a-new", "replace": "a-0"}}])
    assert result["state"]["players"]["A"]["deck"] == 10
    assert "not a K.O." in texts(result)
    assert "10-2-17-1" not in result["rules_cited"]


def test_it_replaces_the_stage_in_play() -> None:
    a = {"stage": {"id": "a-old"}, "hand": [{"id": "a-new", "type": "stage", "cost": 1}],
         "don": {"active": 1}}
    result = run(a=a, actions=[{"play": {"card": "a-new"}}])
    players = result["state"]["players"]["A"]
    assert players["stage"]["id"] == "a-new" and players["trash"] == ["a-old"]
    assert "3-8-5-1" in result["rules_cited"]


def test_it_runs_on_play_with_the_chosen_target() -> None:
    hand = [{"id": "a-n", "cost": 0, "effects": {"on_play": [{"ko": "chosen"}]}}]
    b = {"characters": [{"id": "b-x", "power": 3000}]}
    result = run(a={"hand": hand}, b=b, actions=[{"play": {"card": "a-n", "target": "b-x"}}])
    assert result["state"]["players"]["B"]["trash"] == ["b-x"]
    assert "10-2-6-1" in result["rules_cited"]


def test_it_lets_the_player_decline_an_optional_on_play() -> None:
    hand = [{"id": "a-n", "cost": 0,
             "effects": {"on_play": {"optional": True, "steps": [{"draw": 2}]}}}]
    result = run(a={"hand": hand, "deck": 5},
                 actions=[{"play": {"card": "a-n", "decline": True}}])
    assert result["state"]["players"]["A"]["deck"] == 5
    assert "8-1-2" in result["rules_cited"]


def test_it_uses_an_event_main_and_trashes_it() -> None:
    hand = [{"id": "a-ev", "type": "event", "cost": 1, "effects": {"main": [{"draw": 2}]}}]
    result = run(a={"hand": hand, "don": {"active": 1}, "deck": 5},
                 actions=[{"use_event": {"card": "a-ev"}}])
    players = result["state"]["players"]["A"]
    assert players["trash"] == ["a-ev"] and len(players["hand"]) == 2
    assert players["don"]["rested"] == 1
    assert {"10-2-3-1", "8-4-2"} <= set(result["rules_cited"])


def test_it_refuses_an_event_without_main() -> None:
    hand = [{"id": "a-ev", "type": "event", "effects": {"counter": [{"draw": 1}]}}]
    result = run(a={"hand": hand}, actions=[{"use_event": {"card": "a-ev"}}])
    assert result["illegal"]["rules"] == ["10-2-3-1"]


def test_it_pays_don_minus_from_given_don_back_to_the_don_deck() -> None:
    chars = [{"id": "a-c", "don": 2, "effects": {"activate_main": {
        "cost": {"don_minus": 2}, "steps": [{"draw": 1}]}}}]
    result = run(a={"characters": chars, "don": {"active": 0, "rested": 0}},
                 actions=[{"activate": {"card": "a-c"}}])
    players = result["state"]["players"]["A"]
    assert card(result, "A", "a-c")["don"] == 0
    assert players["don"]["deck"] == 10
    assert "10-2-10-1" in result["rules_cited"]


def test_it_refuses_an_activation_cost_that_cannot_be_paid_in_full() -> None:
    chars = [{"id": "a-c", "effects": {"activate_main": {
        "cost": {"rest_don": 1, "trash_from_hand": 2}, "steps": [{"draw": 1}]}}}]
    result = run(a={"characters": chars, "don": {"active": 1}, "hand": [{"id": "a-h"}]},
                 actions=[{"activate": {"card": "a-c"}}])
    assert "8-3-1-3" in result["illegal"]["rules"]
    assert result["state"]["players"]["A"]["don"]["active"] == 1


def test_it_rests_the_card_for_a_rest_self_cost_and_refuses_it_twice() -> None:
    chars = [{"id": "a-c", "effects": {"activate_main": {
        "cost": {"rest_self": True}, "steps": [{"draw": 1}]}}}]
    result = run(a={"characters": chars},
                 actions=[{"activate": {"card": "a-c"}}, {"activate": {"card": "a-c"}}])
    assert card(result, "A", "a-c")["rested"] is True
    assert result["illegal"]["action"] == 1


def test_it_checks_don_x_on_an_activate_main() -> None:
    chars = [{"id": "a-c", "don": 1, "effects": {"activate_main": {
        "don_x": 2, "steps": [{"draw": 1}]}}}]
    result = run(a={"characters": chars}, actions=[{"activate": {"card": "a-c"}}])
    assert set(result["illegal"]["rules"]) == {"10-2-9-1", "8-3-2-3"}
    more = run(a={"characters": [dict(chars[0], don=3)]}, actions=[{"activate": {"card": "a-c"}}])
    assert more["illegal"] is None


def test_it_lets_a_moved_card_use_once_per_turn_again() -> None:
    chars = [{"id": "a-c", "effects": {
        "activate_main": {"once_per_turn": True, "steps": [{"bounce": "self"}]}}}]
    actions = [{"activate": {"card": "a-c"}}, {"play": {"card": "a-c"}},
               {"activate": {"card": "a-c"}}]
    result = run(a={"characters": chars}, actions=actions)
    assert result["illegal"] is None
    assert result["state"]["players"]["A"]["hand"] == ["a-c"]


def test_it_refuses_to_play_a_card_that_is_not_in_hand() -> None:
    result = run(a={"trash": [{"id": "a-t", "cost": 0}]}, actions=[{"play": {"card": "a-t"}}])
    assert "not in A's hand" in result["illegal"]["reason"]


def test_it_refuses_the_opponents_actions_in_your_main_phase() -> None:
    b = {"characters": [{"id": "b-c", "effects": {"activate_main": [{"draw": 1}]}}]}
    result = run(b=b, actions=[{"activate": {"card": "b-c"}}])
    assert result["illegal"]["action"] == 0
