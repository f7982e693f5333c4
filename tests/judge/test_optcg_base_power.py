"""Setting and swapping base power (judge/engine/optcg/base_power.py, CR 4-9-2): the base is
replaced, and every +/- change and DON!! still counts on top of it."""
from __future__ import annotations

from optcg_board import card, errors, run, texts


def event(*steps: dict, target: dict | None = None) -> dict:
    main: dict = {"steps": list(steps)}
    if target:
        main["target"] = target
    return {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": main}}


def test_a_set_base_power_keeps_the_power_changes_on_top():
    boost = {"power": {"target": "chosen", "amount": 1000, "duration": "turn"}}
    setter = {"base_power": {"target": "chosen", "amount": 7000}}
    result = run(a={"hand": [event(boost, setter, target={"owner": "you"})],
                    "characters": [{"id": "a-x", "power": 3000, "don": 1}]}, b={},
                 actions=[{"use_event": {"card": "a-ev", "target": "a-x"}}])
    assert card(result, "A", "a-x")["power"] == 9000  # 7000 + 1000 + 1000 from DON!!
    assert "the base power of A's Character a-x becomes 7000" in texts(result)


def test_the_highest_set_base_power_applies():
    low = {"base_power": {"target": "chosen", "amount": 2000}}
    high = {"base_power": {"target": "chosen", "amount": 6000}}
    result = run(a={"hand": [event(high, low)], "characters": [{"id": "a-x", "power": 3000}]},
                 b={}, actions=[{"use_event": {"card": "a-ev", "target": "a-x"}}])
    assert card(result, "A", "a-x")["power"] == 6000
    assert any("4-9-2-1" in step["rules"] for step in result["steps"])


def test_same_as_takes_the_power_as_it_is_when_the_step_resolves():
    # official Q&A OP06-009: a later change of the Leader's power does not follow
    copy = {"base_power": {"target": "self", "same_as": "opponents_leader"}}
    x = {"id": "a-x", "power": 3000, "effects": {"activate_main": [copy]}}
    result = run(a={"characters": [x]}, b={"leader": {"power": 6000}},
                 actions=[{"activate": {"card": "a-x"}}, "end_turn"])
    assert card(result, "A", "a-x")["power"] == 3000  # "during this turn" has ended
    now = run(a={"characters": [x]}, b={"leader": {"power": 6000}},
              actions=[{"activate": {"card": "a-x"}}])
    assert card(now, "A", "a-x")["power"] == 6000


def test_swap_trades_the_base_powers_and_a_minus_stays():
    # official Q&A OP14-001: a −2000 from another effect still counts after the swap
    minus = {"power": {"target": "chosen", "amount": -2000, "duration": "turn"}}
    swap = {"swap_base_power": {}}
    two = {"owner": "you", "types": ["character"], "up_to": 2}
    law = {"id": "a-law", "power": 5000}
    luffy = {"id": "a-luffy", "power": 0}
    result = run(a={"hand": [event(minus, swap, target=two)], "characters": [law, luffy]},
                 b={}, actions=[{"use_event": {"card": "a-ev", "target": ["a-law", "a-luffy"]}}])
    assert card(result, "A", "a-law")["power"] == -2000
    assert card(result, "A", "a-luffy")["power"] == 3000


def test_the_steps_read_their_arguments():
    bad = errors({"game": "optcg", "turn": {"number": 3, "player": "A"},
                  "players": {"A": {"hand": [{"id": "a-ev", "type": "event", "effects": {
                      "main": [{"base_power": {"target": "self", "same_as": "nobody"}}]}}]},
                              "B": {}}})
    assert any("same_as" in path for path in bad)
