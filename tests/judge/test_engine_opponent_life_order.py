""""Look at all of your opponent's Life cards and place them back in any order": the order is
the effect's player's, each card keeps its face (life.py, official Q&A on EB01-052)."""
from __future__ import annotations

from optcg_board import run, texts

EVENT = {"id": "a-ev", "type": "event", "cost": 0,
         "effects": {"main": [{"arrange_opponent_life": True}]}}
LIFE = [{"id": "b-up", "face_up": True}, {"id": "b-down"}, {"id": "b-last"}]


def test_the_order_named_is_kept_and_faces_stay() -> None:
    result = run(a={"hand": [EVENT]}, b={"life": LIFE},
                 actions=[{"use_event": {"card": "a-ev", "picks": ["b-last", "b-up"]}}])
    b = result["state"]["players"]["B"]
    assert b["life"] == ["b-last", "b-up", "b-down"] and b["life_face_up"] == ["b-up"]
    assert {"3-10-3", "8-4-4"} <= set(result["rules_cited"])
    assert not [n for n in result.get("notes", []) if n.get("kind") == "default"]


def test_no_order_named_keeps_it_and_says_so() -> None:
    result = run(a={"hand": [EVENT]}, b={"life": LIFE},
                 actions=[{"use_event": {"card": "a-ev"}}])
    assert result["state"]["players"]["B"]["life"] == ["b-up", "b-down", "b-last"]
    assert [n for n in result["notes"] if n.get("kind") == "default"]


def test_no_life_card_leaves_nothing_to_arrange() -> None:
    result = run(a={"hand": [EVENT]}, b={"life": []},
                 actions=[{"use_event": {"card": "a-ev"}}])
    assert result["outcome"] == "completed"
    assert "has no Life card" in texts(result) or "no Life" in texts(result)
