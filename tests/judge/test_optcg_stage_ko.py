"""K.O. of a Stage (judge/engine/optcg/stage_ko.py): the card's text over the rules (CR 1-3-1),
the Stage to its owner's trash (CR 10-2-1-2)."""
from __future__ import annotations

from optcg_board import run, texts

KO_STAGE = {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": {
    "steps": [{"ko": "chosen"}], "target": {"owner": "opponent", "types": ["stage"],
                                            "cost_max": 3}}}}


def test_a_stage_is_kod_to_its_owners_trash():
    result = run(a={"hand": [KO_STAGE]}, b={"stage": {"id": "b-stage", "cost": 2}},
                 actions=[{"use_event": {"card": "a-ev", "target": "b-stage"}}])
    b = result["state"]["players"]["B"]
    assert b["trash"] == ["b-stage"] and b.get("stage") is None
    assert "1-3-1" in result["steps"][-1]["rules"] and "K.O.'d" in texts(result)


def test_a_stage_above_the_bound_cannot_be_chosen():
    result = run(a={"hand": [KO_STAGE]}, b={"stage": {"id": "b-stage", "cost": 4}},
                 actions=[{"use_event": {"card": "a-ev", "target": "b-stage"}}])
    assert result["illegal"]["action"] == 0 and "8-4-4" in result["illegal"]["rules"]
