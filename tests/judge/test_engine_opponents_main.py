""""... at the start of their next Main Phase": the steps wait for the opponent's next Main
Phase and activate at its start (CR 6-5-1; flow.py)."""
from __future__ import annotations

from optcg_board import run, texts


def luffy(condition: dict | None = None) -> dict:
    on_play: dict = {"steps": [{"at_opponents_main": [{"rest_opponent_don": 1}]}]}
    if condition:
        on_play["condition"] = condition
    return {"id": "a-luffy", "cost": 0, "power": 5000, "effects": {"on_play": on_play}}


def test_the_steps_wait_for_the_opponents_main_phase() -> None:
    result = run(a={"hand": [luffy()]}, b={"don": {"active": 3}, "deck": 5},
                 actions=[{"play": {"card": "a-luffy"}}])
    assert result["state"]["players"]["B"]["don"]["rested"] == 0  # not yet
    later = run(a={"hand": [luffy()]}, b={"don": {"active": 3}, "deck": 5},
                actions=[{"play": {"card": "a-luffy"}}, "end_turn"])
    assert later["state"]["players"]["B"]["don"] == {**later["state"]["players"]["B"]["don"],
                                                     "active": 4, "rested": 1}
    assert "6-5-1" in later["rules_cited"]
    assert "Start of the Main Phase" in texts(later)


def test_an_unmet_condition_leaves_nothing_waiting() -> None:
    result = run(a={"hand": [luffy({"opponent_don_max": 2})]}, b={"don": {"active": 3},
                                                                   "deck": 5},
                 actions=[{"play": {"card": "a-luffy"}}, "end_turn"])
    assert result["state"]["players"]["B"]["don"]["rested"] == 0
    assert "6-5-1" not in result["rules_cited"]
