"""A K.O. paid as an activation cost (judge/engine/optcg/ko_cost.py): the Character is K.O.'d
(CR 10-2-1-2), its [On K.O.] activates after the effect it paid for (official Q&A OP14-080),
and one that cannot be K.O.'d by effects cannot pay (official Q&A OP05-087)."""
from __future__ import annotations

from optcg_board import run, texts

KO_COST = {"ko_own": {"count": 1, "types": ["character"], "not_self": True}}
LEADER_UP = {"power": {"target": "your_leader", "amount": 1000, "duration": "turn"}}


def boss(**cost: object) -> dict:
    return {"id": "a-boss", "power": 5000,
            "effects": {"activate_main": {"cost": {**KO_COST, **cost}, "optional": True,
                                          "steps": [LEADER_UP]}}}


def test_the_paying_character_is_kod_and_its_on_ko_resolves_after_the_effect():
    victim = {"id": "a-victim", "power": 2000, "effects": {"on_ko": [{"draw": 1}]}}
    result = run(a={"characters": [boss(), victim], "deck": 3}, b={},
                 actions=[{"activate": {"card": "a-boss"}}])
    assert result["illegal"] is None
    state = result["state"]["players"]["A"]
    assert "a-victim" in state["trash"] and len(state["hand"]) == 1
    lines = texts(result).splitlines()
    gained = next(i for i, line in enumerate(lines) if "+1000 power" in line)
    drew = next(i for i, line in enumerate(lines) if "draws 1 card" in line)
    assert gained < drew
    assert any("10-2-1-2" in step["rules"] for step in result["steps"])


def test_a_character_that_cannot_be_kod_by_effects_cannot_pay():
    shielded = {"id": "a-shield", "power": 2000, "static": [{"flag": "no_ko_by_effects"}]}
    result = run(a={"characters": [boss(), shielded]}, b={},
                 actions=[{"activate": {"card": "a-boss"}}])
    assert result["illegal"]["action"] == 0
    assert "8-3-1-3" in result["illegal"]["rules"]
