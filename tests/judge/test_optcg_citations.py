"""Each kind of step of a One Piece ruling cites the rules that govern it, the most specific
ones (CR 1.2.1, the bundled corpus): never a heading, never the order-of-text rule 1-3-7 where a
rule about the change itself applies."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from optcg_board import run

from judge.engine import citable_rules, judge

PROJECT = Path(__file__).resolve().parents[2]
CORPUS = PROJECT / "rules" / "corpus" / "optcg"

ATTACKER = {"characters": [{"id": "a-zoro", "name": "Zoro", "power": 6000, "cost": 4}]}
ATTACK = {"attack": {"attacker": "a-zoro", "target": "B.leader"}}
BLOCKER = {"id": "b-wall", "name": "Jinbe", "power": 5000, "cost": 4, "keywords": ["Blocker"]}


def _event(effect: list | dict, cost: int = 1, timing: str = "counter") -> dict:
    return {"id": "b-ev", "name": "Guard", "type": "event", "cost": cost,
            "effects": {timing: effect}}


def _counter_with(steps: list, b: dict | None = None) -> dict:
    """B uses a [Counter] Event with `steps` against A's attack on B's Leader."""
    return run(a=ATTACKER, b={"life": 3, "don": {"active": 1}, "hand": [_event(steps)],
                             **(b or {})},
               actions=[ATTACK, {"counter": {"card": "b-ev", "target": "a-zoro"}}, "pass"],
               turn=6)


def _main_effect(steps: list, a: dict | None = None) -> dict:
    """A activates an [Activate: Main] of a card with `steps` (the target `chosen` is b-x)."""
    source = {"id": "a-src", "name": "Robin", "power": 3000, "cost": 3,
              "effects": {"activate_main": steps}}
    return run(a={"characters": [source], **(a or {})},
               b={"characters": [{"id": "b-x", "name": "Kuma", "power": 5000, "cost": 4}]},
               actions=[{"activate": {"card": "a-src", "target": "b-x"}}], turn=5)


def _once_per_turn(actions: list) -> dict:
    effect = {"once_per_turn": True, "steps": [{"draw": 1}]}
    cards = [{"id": "a-x1", "name": "Usopp", "power": 2000, "cost": 0,
              "effects": {"activate_main": effect}},
             {"id": "a-x2", "name": "Usopp", "power": 2000, "cost": 0,
              "effects": {"activate_main": effect}},
             {"id": "a-back", "name": "Kaku", "power": 2000, "cost": 0,
              "effects": {"activate_main": [{"bounce": "a-x1"}]}}]
    return run(a={"characters": cards}, actions=actions, turn=5)


def _cited(result: dict) -> list[list[str]]:
    return [step["rules"] for step in result["steps"]]


BATTLE = run(a=ATTACKER, b={"life": 3, "characters": [BLOCKER],
                            "hand": [{"id": "b-c1k", "power": 3000, "cost": 2, "counter": 1000}]},
             actions=[ATTACK, {"block": {"blocker": "b-wall"}},
                      {"counter": {"card": "b-c1k", "target": "b-wall"}}, "pass"], turn=6)
LOSES = _counter_with([{"power": {"target": "B.leader", "amount": 4000, "duration": "battle"}}])
NO_BLOCK = run(a=ATTACKER, b={"life": 3}, actions=[ATTACK, "pass", "pass"], turn=6)

STEPS = {
    "attack": (BATTLE, ["7-1-1-1", "7-1-1-2"]),
    "block": (BATTLE, ["10-1-4-1", "7-1-2-1"]),
    "no block": (NO_BLOCK, ["7-1-2-1", "10-1-4-1"]),
    "Counter value": (BATTLE, ["7-1-3-1-1", "7-1-3-1", "2-10-1"]),
    "Counter Step ends": (BATTLE, ["7-1-3-1"]),
    "attacker wins against a Character": (BATTLE, ["7-1-4-1"]),
    "K.O. in battle": (BATTLE, ["7-1-4-1-2", "10-2-1-1", "10-2-1-2"]),
    "attacker wins against a Leader": (NO_BLOCK, ["7-1-4-1", "7-1-4-1-1"]),
    "damage adds a Life card to the hand": (NO_BLOCK, ["7-1-4-1-1-2", "4-6-2-1", "3-10-2"]),
    "End of the Battle": (NO_BLOCK, ["7-1-5-1", "7-1-5-5"]),
    "[Counter] Event used": (_counter_with([{"draw": 1}]),
                             ["7-1-3-1-2", "10-2-4-1", "2-7-3", "8-4-2"]),
    "attacker loses": (LOSES, ["7-1-4-2"]),
    "End of the Battle with battle effects": (LOSES, ["7-1-5-1", "7-1-5-3", "7-1-5-4",
                                                      "7-1-5-5"]),
    "power change": (_counter_with([{"power": {"target": "chosen", "amount": -2000,
                                               "duration": "battle"}}]), ["2-6-3", "8-1-4-2"]),
    "set power to 0": (_counter_with([{"set_power_zero": "chosen"}]), ["4-12-1", "8-1-4-2"]),
    "K.O. by an effect": (_counter_with([{"ko": "chosen"}]), ["10-2-1-1", "10-2-1-2"]),
    "trash by an effect": (_main_effect([{"trash": "chosen"}]), ["10-2-1-3", "3-1-6"]),
    "return to the hand": (_main_effect([{"bounce": "chosen"}]), ["3-1-6"]),
    "rest": (_main_effect([{"rest": "chosen"}]), ["4-4-1-2"]),
    "set active": (_main_effect([{"rest": "chosen"}, {"set_active": "chosen"}]), ["4-4-1-1"]),
    "draw": (_main_effect([{"draw": 2}]), ["4-5-1", "4-5-3"]),
    "trash from the hand": (_main_effect([{"trash_from_hand": 1}], {"hand": [{"id": "a-h"}]}),
                            ["10-2-14-1"]),
    "Life to the hand": (_main_effect([{"life_to_hand": 1}], {"life": 2}), ["3-10-2", "4-6-3"]),
    "deck to Life": (_main_effect([{"deck_to_life": 1}]), ["3-10-2"]),
    "DON!! added": (_main_effect([{"add_don": {"count": 1}}]), ["3-9-3"]),
    "cost change": (_main_effect([{"cost": {"target": "chosen", "amount": -2,
                                            "duration": "turn"}}]),
                    ["2-7-6", "8-1-4-2", "1-3-6-2"]),
    "rest this card as a cost": (_main_effect({"cost": {"rest_self": True},
                                               "steps": [{"draw": 1}]}), ["8-3-1"]),
    "rest DON!! as a cost": (_main_effect({"cost": {"rest_don": 1}, "steps": [{"draw": 1}]},
                                          {"don": {"active": 1}}), ["8-3-1-5"]),
    "[Once Per Turn], one copy": (_once_per_turn([{"activate": {"card": "a-x1"}}]),
                                  ["10-2-2-1", "6-5-4-1", "10-2-13-1"]),
    "[Once Per Turn], another copy": (
        _once_per_turn([{"activate": {"card": "a-x1"}}, {"activate": {"card": "a-x2"}}]),
        ["10-2-2-1", "6-5-4-1", "10-2-13-1", "10-2-13-2"]),
    "[Once Per Turn], the card played again": (
        _once_per_turn([{"activate": {"card": "a-x1"}}, {"activate": {"card": "a-back"}},
                        {"play": {"card": "a-x1"}}, {"activate": {"card": "a-x1"}}]),
        ["10-2-2-1", "6-5-4-1", "10-2-13-1", "10-2-13-4", "3-1-6"]),
    "give DON!!": (run(a={"don": {"active": 1}}, actions=[{"give_don": {"to": "A.leader"}}]),
                   ["6-5-5-1", "6-5-5-2", "6-5-5-3"]),
}


@pytest.mark.parametrize("kind", STEPS)
def test_it_cites_the_governing_rules_of_each_kind_of_step(kind: str) -> None:
    result, rules = STEPS[kind]
    assert rules in _cited(result), (kind, _cited(result))


def test_it_cites_one_copy_only_when_another_copy_used_its_effect() -> None:
    once = _cited(STEPS["[Once Per Turn], one copy"][0])
    assert not any("10-2-13-2" in rules or "10-2-13-4" in rules for rules in once)


ILLEGAL = {
    "an Event's unpayable cost": (
        run(a=ATTACKER, b={"don": {"active": 1}, "hand": [_event([{"draw": 1}], cost=2)]},
            actions=[ATTACK, {"counter": {"card": "b-ev"}}], turn=6), ["2-7-3", "7-1-3-1-2"]),
    "an Event's unpayable activation cost": (
        run(a=ATTACKER, b={"don": {"active": 1},
                           "hand": [_event({"cost": {"rest_don": 1}, "steps": [{"draw": 1}]})]},
            actions=[ATTACK, {"counter": {"card": "b-ev"}}], turn=6), ["8-3-1-5", "8-3-1-3"]),
    "a [Main] Event's unpayable cost": (
        run(a={"don": {"active": 1}, "hand": [{**_event([{"draw": 1}], 3, "main"), "id": "a-ev"}]},
            actions=[{"use_event": {"card": "a-ev"}}]), ["2-7-3", "6-5-3-1"]),
    "a second [Blocker]": (
        run(a=ATTACKER, b={"characters": [BLOCKER, {**BLOCKER, "id": "b-wall2"}]},
            actions=[ATTACK, {"block": {"blocker": "b-wall"}}, {"block": {"blocker": "b-wall2"}}],
            turn=6), ["7-1-2-1"]),
    "[Once Per Turn] used": (
        _once_per_turn([{"activate": {"card": "a-x1"}}, {"activate": {"card": "a-x1"}}]),
        ["10-2-13-1", "10-2-13-3", "10-2-13-2"]),
}


@pytest.mark.parametrize("kind", ILLEGAL)
def test_it_cites_the_rule_that_refuses(kind: str) -> None:
    result, rules = ILLEGAL[kind]
    assert result["illegal"]["rules"] == rules, result["illegal"]


def _headings() -> set[str]:
    """Rule numbers of the corpus that are only a title, with no text of their own."""
    found = set()
    for path in CORPUS.glob("*.md"):
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            number = re.match(r"^#+\s+(\d+(?:-\d+)*)\.?", line)
            if number is None:
                continue
            body = []
            for after in lines[index + 1:]:
                if after.startswith("#"):
                    break
                body += [after] if after.strip() else []
            if not body:
                found.add(number.group(1))
    return found


def test_it_can_cite_no_heading() -> None:
    headings = _headings()
    assert {"7-1-2", "7-1-3", "7-1-4", "7-1-5"} <= headings
    assert not citable_rules("optcg") & headings


def test_no_worked_example_cites_a_heading_or_the_order_of_text() -> None:
    folders = [PROJECT / "judge" / "examples" / "optcg", PROJECT / "tests" / "judge" /
               "optcg_rulings"]
    checked = 0
    for path in (p for folder in folders for p in folder.glob("*.yaml")):
        result = judge(path.read_text(encoding="utf-8"))
        if "errors" in result:
            continue
        checked += 1
        assert not set(result["rules_cited"]) & (_headings() | {"1-3-7"}), path.name
    assert checked >= 20
