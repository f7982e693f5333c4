""""Choose one:" (judge/engine/optcg/options.py): the action names the option, the option's
target filter is the one checked, an option not offered is illegal, none named applies none."""
from __future__ import annotations

from optcg_board import card, errors, run, scenario, texts

KO_OR_DEBUFF = {"id": "a-ev", "type": "event", "effects": {"main": {"options": [
    {"steps": [{"ko": "chosen"}], "target": {"owner": "opponent", "types": ["character"],
                                              "cost_max": 2}},
    {"steps": [{"power": {"target": "chosen", "amount": -4000, "duration": "turn"}}],
     "target": {"owner": "opponent", "types": ["character"]}}]}}}
B = {"characters": [{"id": "b-small", "cost": 2, "power": 3000},
                    {"id": "b-big", "cost": 6, "power": 7000}]}


def use(option: int | None, target: str) -> dict:
    return {"use_event": {"card": "a-ev", "target": target,
                          **({"option": option} if option else {})}}


def test_the_option_named_is_the_one_applied():
    first = run(a={"hand": [KO_OR_DEBUFF]}, b=B, actions=[use(1, "b-small")])
    assert [c["id"] for c in first["state"]["players"]["B"]["characters"]] == ["b-big"]
    assert "8-4-4" in first["rules_cited"] and "chooses option 1" in texts(first)
    second = run(a={"hand": [KO_OR_DEBUFF]}, b=B, actions=[use(2, "b-big")])
    assert card(second, "B", "b-big")["power"] == 3000


def test_the_options_own_filter_is_checked():
    result = run(a={"hand": [KO_OR_DEBUFF]}, b=B, actions=[use(1, "b-big")])
    assert result["outcome"] == "illegal_action" and result["illegal"]["rules"] == ["8-4-4"]


def test_an_option_not_offered_is_illegal():
    result = run(a={"hand": [KO_OR_DEBUFF]}, b=B, actions=[use(3, "b-big")])
    assert result["illegal"]["rules"] == ["8-4-4"]
    assert "offers 2 options: there is no option 3" in result["illegal"]["reason"]
    plain = run(a={"hand": [{"id": "a-ev", "type": "event", "effects": {"main": [{"draw": 1}]}}],
                           "deck": 5}, actions=[{"use_event": {"card": "a-ev", "option": 1}}])
    assert plain["outcome"] == "illegal_action"


def test_no_option_named_applies_none_and_says_so():
    result = run(a={"hand": [KO_OR_DEBUFF]}, b=B, actions=[use(None, "b-small")])
    assert len(result["state"]["players"]["B"]["characters"]) == 2
    assert "names no option" in texts(result)


def test_an_auto_effect_takes_its_option_from_choose_and_picks_anew_next_time():
    attacker = {"id": "a-c", "power": 5000, "effects": {"when_attacking": {"options": [
        [{"draw": 1}], {"steps": [{"rest": "chosen"}],
                        "target": {"owner": "opponent", "types": ["character"]}}]}}}
    b = {"characters": [{"id": "b-c", "power": 1000}]}
    result = run(a={"characters": [attacker], "deck": 5}, b=b,
                 actions=[{"choose": {"card": "a-c", "target": "b-c", "option": 2}},
                          {"attack": {"attacker": "a-c", "target": "B.leader"}}, "pass", "pass"])
    assert card(result, "B", "b-c")["rested"] is True
    assert result["state"]["players"]["A"]["deck"] == 5
    drawn = run(a={"characters": [attacker], "deck": 5}, b=b,
                actions=[{"choose": {"card": "a-c", "option": 1}},
                         {"attack": {"attacker": "a-c", "target": "B.leader"}}])
    assert drawn["state"]["players"]["A"]["deck"] == 4


def test_options_need_two_effects():
    bad = {"id": "x", "type": "event", "effects": {"main": {"options": [[{"draw": 1}]]}}}
    assert "players.A.hand[0].effects.main.options" in errors(scenario(a={"hand": [bad]}))
