"""A choice with no "up to" must be made: "K.O. 1 of your opponent's Characters" names a card
whenever one fits (CR 8-4-4-1), so an action that names none is illegal."""
from __future__ import annotations

from optcg_board import run

from judge.engine.core.render import rerender

KO_ONE = {"owner": "opponent", "types": ["character"], "cost_max": 3, "required": True}


def event(target: dict, **more: object) -> dict:
    return {"id": "a-ev", "type": "event", "cost": 0,
            "effects": {"main": {"steps": [{"ko": "chosen"}], "target": target, **more}}}


def use(**more: object) -> dict:
    return {"use_event": {"card": "a-ev", **more}}


def test_naming_no_card_while_one_fits_is_illegal() -> None:
    b = {"characters": [{"id": "b-big", "cost": 5}, {"id": "b-small", "cost": 3}]}
    for action in (use(), use(target=[])):
        result = run(a={"hand": [event(KO_ONE)]}, b=b, actions=[action])
        assert result["outcome"] == "illegal_action"
        assert result["illegal"]["rules"] == ["8-4-4-1"]
        assert "must choose a card" in result["illegal"]["reason"]
        assert "b-small" in result["illegal"]["reason"]
    named = run(a={"hand": [event(KO_ONE)]}, b=b, actions=[use(target="b-small")])
    assert named["outcome"] == "completed"
    assert named["state"]["players"]["B"]["trash"] == ["b-small"]


def test_with_nothing_to_choose_the_effect_resolves_without_a_card() -> None:
    b = {"characters": [{"id": "b-big", "cost": 5}]}
    result = run(a={"hand": [event(KO_ONE)]}, b=b, actions=[use()])
    assert result["outcome"] == "completed"
    assert [c["id"] for c in result["state"]["players"]["B"]["characters"]] == ["b-big"]


def test_up_to_an_unmet_if_or_an_optional_cost_leaves_the_choice_open() -> None:
    b = {"characters": [{"id": "b-small", "cost": 2}]}
    up_to = {key: value for key, value in KO_ONE.items() if key != "required"}
    unmet = event(KO_ONE, condition={"life_max": 0})
    optional = event(KO_ONE, optional=True, cost={"trash_from_hand": 1})
    for card in (event(up_to), unmet, optional):
        result = run(a={"hand": [card, {"id": "a-spare"}], "life": [{"id": "a-life"}]}, b=b,
                     actions=[use()])
        assert result["outcome"] == "completed", result.get("illegal")


def test_the_refusal_speaks_every_language() -> None:
    b = {"characters": [{"id": "b-small", "cost": 3}]}
    result = run(a={"hand": [event(KO_ONE)]}, b=b, actions=[use()])
    assert "muss eine Karte wählen" in rerender(result, "de")["illegal"]["reason"]


def test_the_second_choice_must_differ_in_colour_from_the_first() -> None:
    # "... play up to 1 Character card ... that is a different color than the returned
    # Character" (colors_unlike_first, groups.py; official Q&A on EB01-020)
    chambres = {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": {
        "target": {"owner": "you", "types": ["character"], "required": True},
        "target_2": {"owner": "you", "types": ["character"], "cost_max": 2,
                     "colors_unlike_first": True},
        "steps": [{"bounce": "chosen"}, {"play_card": {"target": "chosen_2", "from": "hand"}}]}}}
    a = {"hand": [chambres, {"id": "a-pink", "cost": 2, "colors": ["red", "blue"]}],
         "characters": [{"id": "a-red", "cost": 4, "colors": ["red"]}]}
    result = run(a=a, actions=[use(target="a-red", target_2="a-pink")])
    assert result["state"]["players"]["A"]["characters"] == []
    assert "shares a colour (red) with" in "\n".join(s["text"] for s in result["steps"])
