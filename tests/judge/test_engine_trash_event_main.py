""""Activate the [Main] effect of up to 1 Event card ... in your trash": only the [Main] is
activated (CR 10-2-3-1-1), the Event stays in the trash and no Event is activated
(event_use.py; official Q&A on EB03-031)."""
from __future__ import annotations

from optcg_board import run, texts

REIJU = {"id": "a-reiju", "cost": 0, "power": 3000, "effects": {"on_play": {
    "target": {"owner": "you", "types": ["event"], "cost_max": 7},
    "steps": [{"trash_event_main": True}]}}}
EVENT = {"id": "a-ev", "type": "event", "cost": 3, "effects": {"main": [{"draw": 1}]}}


def test_the_main_of_an_event_in_the_trash_is_carried_out_there() -> None:
    result = run(a={"hand": [REIJU], "trash": [EVENT], "deck": [{"id": "d1"}, {"id": "d2"}]},
                 actions=[{"play": {"card": "a-reiju", "target": "a-ev"}}])
    a = result["state"]["players"]["A"]
    assert a["hand"] == ["d1"] and a["trash"] == ["a-ev"]
    assert "10-2-3-1-1" in result["rules_cited"]


def test_an_event_in_the_hand_is_not_the_trash_one() -> None:
    result = run(a={"hand": [REIJU, EVENT], "deck": [{"id": "d1"}]},
                 actions=[{"play": {"card": "a-reiju", "target": "a-ev"}}])
    assert result["state"]["players"]["A"]["hand"] == ["a-ev"]
    assert "skipped" in texts(result) or "not" in texts(result)
