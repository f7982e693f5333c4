"""Judged scenarios of the `set` step: a Spell or Trap the effect targeted in its player's GY
is Set face-down (5-2-3, 10-1-1), and as a card Set this turn a Trap so Set cannot be activated
before the next turn (10-3-2) unless the effect says "It can be activated this turn." (`set_ready`,
`fetch` with `ready`); with five Spells and Traps there is no zone, the part not done."""
from __future__ import annotations

import pytest
from ygo_duel import duel, player, run

from judge.engine import judge

pytestmark = pytest.mark.django_db

RECALL = {"id": "a-recall", "name": "Recall", "kind": "spell", "spell_type": "normal",
          "target": {"what": "trap", "zone": "graveyard"}, "effect": [{"set": "chosen"}]}
OLD_TRAP = {"id": "a-old", "name": "Old Trap", "kind": "trap", "trap_type": "normal",
            "effect": [{"draw": 1}]}


def board(spells_traps: list | None = None, more: list | None = None) -> dict:
    a = {"hand": [RECALL], "graveyard": [OLD_TRAP], "spells_traps": spells_traps or []}
    actions = [{"activate": {"card": "a-recall", "target": "a-old"}}, "pass", "pass"]
    return run(a, {}, actions + (more or []))


def test_the_targeted_trap_is_set_face_down_from_the_graveyard():
    result = board()
    assert result["outcome"] == "completed"
    assert {"id": "a-old", "face_up": False} in player(result, "A")["spells_traps"]
    assert {"5-2-3", "10-1-1"} <= set(result["rules_cited"])


def test_the_trap_set_this_turn_cannot_be_activated_this_turn():
    result = board(more=[{"activate": {"card": "a-old"}}])
    assert result["outcome"] == "illegal_action"
    assert "10-3-2" in result["illegal"]["rules"]


def test_with_no_free_zone_the_trap_stays_in_the_graveyard():
    full = [{"id": f"a-set-{n}", "name": f"Set {n}", "kind": "trap", "trap_type": "normal"}
            for n in range(4)]
    result = board(spells_traps=full)
    assert result["outcome"] == "completed"
    assert "a-old" in str(player(result, "A")["graveyard"])
    assert "a-old" not in [card["id"] for card in player(result, "A")["spells_traps"]]


def test_a_trap_set_ready_can_be_activated_the_same_turn():
    recall = {**RECALL, "effect": [{"set_ready": "chosen"}]}
    actions = [{"activate": {"card": "a-recall", "target": "a-old"}}, "pass", "pass",
               {"activate": {"card": "a-old"}}, "pass", "pass"]
    a = {"hand": [recall], "graveyard": [OLD_TRAP], "deck": [{"id": "a-x", "name": "X"}]}
    result = run(a, {}, actions)
    assert result["outcome"] == "completed"
    assert "10-3-2" in result["rules_cited"]
    assert "set.ready" in str(result["steps"])


def test_a_trap_fetched_from_the_deck_ready_this_turn():
    plan = {"id": "a-plan", "name": "Plan", "kind": "spell", "spell_type": "normal",
            "effect": [{"fetch": {"to": "set", "what": "trap", "ready": True}}]}
    deck_trap = {**OLD_TRAP, "id": "a-deck-trap"}
    actions = [{"activate": {"card": "a-plan", "pick": "a-deck-trap"}}, "pass", "pass",
               {"activate": {"card": "a-deck-trap"}}, "pass", "pass"]
    result = run({"hand": [plan], "deck": [deck_trap, {"id": "a-x", "name": "X"}]}, {}, actions)
    assert result["outcome"] == "completed"
    assert "10-3-2" in result["rules_cited"]


def test_ready_is_only_for_a_card_set():
    plan = {"id": "a-plan", "name": "Plan", "kind": "spell", "spell_type": "normal",
            "effect": [{"fetch": {"to": "hand", "what": "trap", "ready": True}}]}
    result = judge(duel({"hand": [plan]}, {}, []))
    assert "input.ygo.ready_set_only" in str(result.get("errors"))
