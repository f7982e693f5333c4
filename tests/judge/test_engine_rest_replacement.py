""""If this Character would be rested by your opponent's Character's effect, you may rest 1 of
your other Characters instead" (replacements.py, `event: rest`, CR 8-1-3-4): only a rest by
an effect of one of the opponent's Characters is replaced, never an Event's."""
from __future__ import annotations

from optcg_board import run

ZORO = {"id": "a-zoro", "cost": 3, "power": 5000, "replace": [{
    "event": "rest", "by": "opponents_character_effects", "condition": "opponents_turn",
    "instead": {"rest_own": {"count": 1, "types": ["character"], "not_self": True}}}]}
OTHER = {"id": "a-other", "cost": 2, "power": 3000}
REST_IT = {"target": {"owner": "opponent", "types": ["character"]}, "steps": [{"rest": "chosen"}]}


def rested(result: dict) -> dict:
    return {c["id"]: c["rested"] for c in result["state"]["players"]["A"]["characters"]}


def test_a_characters_rest_is_replaced() -> None:
    b = {"hand": [{"id": "b-char", "cost": 0, "power": 1000, "effects": {"on_play": REST_IT}}]}
    result = run(a={"characters": [ZORO, OTHER]}, b=b, turn=6, player="B",
                 actions=[{"play": {"card": "b-char", "target": "a-zoro"}}])
    assert rested(result) == {"a-zoro": False, "a-other": True}
    assert "8-1-3-4" in result["rules_cited"]


def test_an_events_rest_is_not() -> None:
    b = {"hand": [{"id": "b-ev", "type": "event", "cost": 0, "effects": {"main": REST_IT}}]}
    result = run(a={"characters": [ZORO, OTHER]}, b=b, turn=6, player="B",
                 actions=[{"use_event": {"card": "b-ev", "target": "a-zoro"}}])
    assert rested(result) == {"a-zoro": True, "a-other": False}
