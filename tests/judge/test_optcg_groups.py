"""Effects on several cards at once ("up to 2", "all of") and the richer target filters."""
from __future__ import annotations

from optcg_board import card, char_ids, run, texts

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


def test_a_card_named_twice_is_an_illegal_action_citing_the_rule_on_choosing() -> None:
    # choosing the same card for two places of "up to 2" is a move the rules forbid
    # (CR 4-8-1, 8-4-4-1), refused as an action, never an input error
    result = run(a={"hand": [event([{"ko": "chosen"}], up_to=2)]}, b=THREE,
                 actions=[use(["b-1", "b-1"])])
    assert result["illegal"]["action"] == 0
    assert result["illegal"]["rules"] == ["4-8-1", "8-4-4-1"]
    assert "b-1 counts once, so it cannot be named twice" in result["illegal"]["reason"]
    assert char_ids(result, "B") == ["b-1", "b-2", "b-3"]


def test_a_trigger_naming_a_card_twice_chooses_it_once() -> None:
    trigger = {"steps": [{"power": {"target": "chosen", "amount": -1000, "duration": "turn"}}],
               "target": {**OPPONENTS, "up_to": 2}}
    life = [{"id": "b-life", "type": "event", "trigger": trigger}]
    result = run(a={"characters": [{"id": "a-1", "power": 6000}]}, b={"life": life},
                 actions=[{"attack": {"attacker": "a-1", "target": "B.leader"}}, "pass", "pass",
                          {"trigger": {"activate": True, "target": ["a-1", "a-1"]}}])
    assert card(result, "A", "a-1")["power"] == 5000  # −1000 once, not twice
    assert "it is already chosen once" in texts(result)


def test_cards_with_different_card_names_cannot_share_one() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": {
        "target": {"owner": "you", "types": ["character"], "up_to": 2, "different_names": True},
        "steps": [{"play_card": {"target": "chosen", "from": "trash"}}]}}}
    trash = [{"id": "a-t1", "name": "Saturn", "power": 5000},
             {"id": "a-t2", "name": "Saturn", "power": 5000},
             {"id": "a-t3", "name": "Mars", "power": 5000}]
    same = run(a={"hand": [ev], "trash": trash},
               actions=[{"use_event": {"card": "a-ev", "target": ["a-t1", "a-t2"]}}])
    assert same["illegal"]["rules"] == ["8-4-4"]
    assert "different card names" in same["illegal"]["reason"]
    different = run(a={"hand": [ev], "trash": trash},
                    actions=[{"use_event": {"card": "a-ev", "target": ["a-t1", "a-t3"]}}])
    assert char_ids(different, "A") == ["a-t1", "a-t3"]
