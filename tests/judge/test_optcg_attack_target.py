"""Changing the attack's target (judge/engine/optcg/attack_target.py): the battle goes on with
the new target, chosen by the card's text over the rules (CR 1-3-1)."""
from __future__ import annotations

from optcg_board import run, texts

CHANGE = {"id": "b-ev", "type": "event", "cost": 0, "effects": {"counter": {
    "steps": [{"change_attack_target": "chosen"}],
    "target": {"owner": "you", "types": ["character"]}}}}


def test_the_new_target_loses_the_battle_and_is_kod():
    result = run(a={"characters": [{"id": "a-att", "power": 8000}]},
                 b={"characters": [{"id": "b-x", "power": 3000}], "hand": [CHANGE], "life": 2},
                 actions=[{"attack": {"attacker": "a-att", "target": "B.leader"}},
                          {"counter": {"card": "b-ev", "target": "b-x"}}, "pass"])
    players = result["state"]["players"]["B"]
    assert players["trash"] == ["b-ev", "b-x"] and len(players["life"]) == 2


def test_outside_a_battle_it_does_nothing():
    main = {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": {
        "steps": [{"change_attack_target": "chosen"}], "target": {"owner": "you"}}}}
    result = run(a={"hand": [main], "characters": [{"id": "a-x", "power": 1000}]}, b={},
                 actions=[{"use_event": {"card": "a-ev", "target": "a-x"}}])
    assert result["illegal"] is None and "no battle" in texts(result)
