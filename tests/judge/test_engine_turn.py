"""`end_turn`: End Phase, then the opponent's Refresh, Draw and DON!! Phases."""
from __future__ import annotations

from optcg_board import card, run, texts


def test_it_refreshes_draws_and_adds_two_don_for_the_next_player() -> None:
    b = {"leader": {"id": "b-l", "don": 1, "rested": True},
         "characters": [{"id": "b-c", "rested": True, "don": 1}],
         "deck": [{"id": "b-top"}, {"id": "b-next"}], "don": {"rested": 2, "deck": 6}}
    result = run(b=b, actions=["end_turn"])
    state = result["state"]
    assert state["turn"] == {"number": 6, "player": "B", "phase": "main"}
    players = state["players"]["B"]
    assert players["leader"]["don"] == 0 and players["leader"]["rested"] is False
    assert card(result, "B", "b-c")["rested"] is False
    assert players["don"] == {"active": 6, "rested": 0, "deck": 4}
    assert players["hand"] == ["b-top"] and players["deck"] == 1
    assert {"6-2-3", "6-2-4", "6-3-1", "6-4-1", "6-6-1-4"} <= set(result["rules_cited"])


def test_it_marks_automatic_phases_with_no_action() -> None:
    result = run(actions=["end_turn"])
    refresh = [s for s in result["steps"] if s["text"].startswith("Refresh Phase")]
    assert refresh and all(s["action"] is None for s in refresh)


def test_it_adds_only_what_is_left_in_the_don_deck() -> None:
    one = run(b={"don": {"active": 9, "deck": 1}}, actions=["end_turn"])
    assert one["state"]["players"]["B"]["don"]["active"] == 10
    assert "6-4-2" in one["rules_cited"]
    none = run(b={"don": {"active": 10, "deck": 0}}, actions=["end_turn"])
    assert "6-4-3" in none["rules_cited"]


def test_it_loses_at_once_when_the_draw_empties_the_deck() -> None:
    result = run(b={"deck": 1}, actions=["end_turn"])
    assert result["outcome"] == "game_over"
    assert result["winner"] == "A" and result["losers"] == ["B"]
    assert {"9-2-1-2", "1-2-1-1-2"} <= set(result["rules_cited"])
    assert result["state"]["turn"]["phase"] == "draw"


def test_it_runs_end_of_your_turn_effects_then_ends_turn_effects() -> None:
    a = {"characters": [{"id": "a-c", "power": 1000, "effects": {"end_of_your_turn": [
        {"power": {"target": "self", "amount": 3000, "duration": "turn"}}]}}], "deck": 5}
    result = run(a=a, actions=["end_turn"])
    assert "[End of Your Turn]" in texts(result)
    assert {"10-2-7-1", "6-6-1-3"} <= set(result["rules_cited"])
    assert card(result, "A", "a-c")["power"] == 1000


def test_it_keeps_until_next_turn_effects_through_the_opponents_turn() -> None:
    hand = [{"id": "a-ev", "type": "event", "effects": {"main": [
        {"power": {"target": "a-c", "amount": 2000, "duration": "until_next_turn"}}]}}]
    a = {"characters": [{"id": "a-c", "power": 1000}], "hand": hand}
    result = run(a=a, actions=[{"use_event": {"card": "a-ev"}}, "end_turn"])
    assert card(result, "A", "a-c")["power"] == 3000
    back = run(a=a, actions=[{"use_event": {"card": "a-ev"}}, "end_turn", "end_turn"])
    assert card(back, "A", "a-c")["power"] == 1000
    assert "6-2-1" in back["rules_cited"]


def test_it_lets_characters_played_last_turn_attack() -> None:
    hand = [{"id": "a-n", "power": 5000, "cost": 0}]
    actions = [{"play": {"card": "a-n"}}, "end_turn", "end_turn",
               {"attack": {"attacker": "a-n", "target": "B.leader"}}]
    result = run(a={"hand": hand}, actions=actions)
    assert result["illegal"] is None
    assert result["state"]["turn"]["number"] == 7


def test_it_resets_once_per_turn_at_the_turn_end() -> None:
    chars = [{"id": "a-c", "effects": {"activate_main": {"once_per_turn": True,
                                                         "steps": [{"draw": 1}]}}}]
    actions = [{"activate": {"card": "a-c"}}, "end_turn", "end_turn",
               {"activate": {"card": "a-c"}}]
    assert run(a={"characters": chars}, actions=actions)["illegal"] is None
