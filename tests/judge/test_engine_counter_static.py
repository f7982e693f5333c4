""""All of your {Land of Wano} type Character cards without a Counter have a +1000 Counter,
according to the rules": such a card in the hand counters for 1000 (statics.counter, CR
2-10-1), one with a printed Counter keeps its own, another type has none."""
from __future__ import annotations

from optcg_board import run

ODEN = {"id": "a-oden", "type": "leader", "power": 5000,
        "static": [{"counter": 1000,
                    "all": {"owner": "you", "types": ["character"], "traits": ["Land of Wano"]}}]}


def defend(card: dict) -> dict:
    return run(a={"leader": ODEN, "hand": [card]},
               b={"characters": [{"id": "b-att", "power": 5000}]}, turn=6, player="B",
               actions=[{"attack": {"attacker": "b-att", "target": "A.leader"}}, "pass",
                        {"counter": {"card": card["id"], "target": "A.leader"}}, "pass"])


def test_a_card_of_the_type_without_a_counter_counters_for_1000() -> None:
    result = defend({"id": "a-wano", "cost": 3, "power": 4000, "traits": ["Land of Wano"]})
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["trash"] == ["a-wano"]
    assert len(result["state"]["players"]["A"]["life"]) == 5  # 6000 holds off 5000


def test_a_printed_counter_stays_and_another_type_has_none() -> None:
    printed = defend({"id": "a-wano", "cost": 3, "power": 4000, "counter": 2000,
                      "traits": ["Land of Wano"]})
    assert printed["outcome"] == "completed"
    other = defend({"id": "a-navy", "cost": 3, "power": 4000, "traits": ["Navy"]})
    assert other["outcome"] == "illegal_action"
    assert "2-10-1" in other["illegal"]["rules"]
