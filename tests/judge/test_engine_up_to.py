""""Up to N" count steps: the action says how many the player took (`take`, CR 4-8-1)."""
from __future__ import annotations

from optcg_board import errors, run, scenario, texts


def event(*steps: dict) -> dict:
    return {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": list(steps)}}


SET_UP_TO_2 = {"set_don_active": {"count": 2, "up_to": True}}
TRASH_LIFE_UP_TO_2 = {"trash_life": {"count": 2, "up_to": True}}
BOARD = {"don": {"active": 0, "rested": 3}, "life": [{"id": "l1"}, {"id": "l2"}, {"id": "l3"}]}


def use(take: object = None) -> dict:
    return {"use_event": {"card": "a-ev", **({} if take is None else {"take": take})}}


def test_a_list_names_one_number_per_up_to_step_in_written_order() -> None:
    a = {**BOARD, "hand": [event(SET_UP_TO_2, TRASH_LIFE_UP_TO_2)]}
    result = run(a=a, actions=[use([1, 0])])
    player = result["state"]["players"]["A"]
    assert (player["don"]["active"], player["don"]["rested"]) == (1, 2)
    assert len(player["life"]) == 3
    assert "4-8-1" in result["rules_cited"]


def test_no_take_takes_the_most_and_says_fewer_were_allowed() -> None:
    result = run(a={**BOARD, "hand": [event(SET_UP_TO_2)]}, actions=[use()])
    assert result["state"]["players"]["A"]["don"]["active"] == 2
    assert "the scenario names no number, so 2" in texts(result)


def test_more_numbers_than_up_to_steps_is_illegal() -> None:
    result = run(a={**BOARD, "hand": [event(SET_UP_TO_2)]}, actions=[use([1, 1])])
    assert result["outcome"] == "illegal_action"
    assert result["state"]["players"]["A"]["don"]["active"] == 0


def test_a_take_that_is_not_a_number_is_refused_with_its_path() -> None:
    found = errors(scenario(a={**BOARD, "hand": [event(SET_UP_TO_2)]}, actions=[use("some")]))
    assert list(found) == ["actions[0].use_event.take"]
