"""The Tri-Brigade monsters' effect (5-2-33, 5-2-34, 8-5-20) with real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Tri-Brigade Kitt banishes
any number of Beast, Beast-Warrior and/or Winged Beast monsters from its player's GY to Special
Summon such a Link Monster from the Extra Deck whose Link Rating is that number, and for the
rest of the turn its player uses only such monsters as Link Material."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

KITT = "56196385"  # Tri-Brigade Kitt


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KITT,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - {{id: a-kitt, card: "{kitt}"}}
      - {{id: a-warrior, name: Busy Worker, level: 4, atk: 1000, def: 100,
         types: [Warrior, Effect]}}
    graveyard:
      - {{id: g-beast, name: Grave Beast, level: 3, atk: 1000, def: 100, types: [Beast]}}
      - {{id: g-bird, name: Grave Bird, level: 3, atk: 1000, def: 100,
         types: [Winged Beast, Effect]}}
      - {{id: g-warrior, name: Grave Warrior, level: 3, atk: 1000, def: 100, types: [Warrior]}}
    extra_deck:
      - {{id: x-beast2, name: Beast Two, link_rating: 2, atk: 1600,
         types: [Beast, Link, Effect]}}
      - {{id: x-beast1, name: Beast One, link_rating: 1, atk: 800,
         types: [Beast, Link, Effect]}}
      - {{id: x-warrior2, name: Warrior Two, link_rating: 2, atk: 1600,
         types: [Warrior, Link, Effect]}}
      - {{id: x-warrior1, name: Warrior One, link_rating: 1, atk: 800,
         types: [Warrior, Link, Effect]}}
  B: {{}}
actions:
  - activate: {activate}
  - pass
  - pass
{more}"""


def run(activate: str, more: str = "") -> dict:
    return judged(BOARD.format(kitt=KITT, activate=activate, more=more))


def monster_ids(result: dict) -> list[str]:
    return [m["id"] for m in result["state"]["players"]["A"]["monsters"]]


def test_two_banished_summon_a_link_2_beast(printed):
    result = run("{card: a-kitt, effect: 0, cost: [g-beast, g-bird], pick: x-beast2}")
    assert result["outcome"] == "completed"
    assert "x-beast2" in monster_ids(result)
    assert {"g-beast", "g-bird"} <= set(result["state"]["players"]["A"]["banished"])
    assert "5-2-34" in result["rules_cited"] and "8-5-20" in result["rules_cited"]


def test_the_link_rating_must_equal_the_number_banished(printed):
    for cost, pick in (("[g-beast, g-bird]", "x-beast1"), ("[g-beast]", "x-beast2"),
                       ("[g-beast, g-bird]", "x-warrior2")):  # a Warrior is not described
        result = run(f"{{card: a-kitt, effect: 0, cost: {cost}, pick: {pick}}}")
        assert result["outcome"] == "illegal_action", pick
        assert result["illegal"]["code"] == "illegal.rated_summon"
        assert result["illegal"]["rules"] == ["5-2-34", "5-2-4"]


def test_the_cost_banishes_only_the_kinds_described(printed):
    result = run("{card: a-kitt, effect: 0, cost: [g-beast, g-warrior], pick: x-beast2}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_any_number"


def test_then_only_beasts_are_link_material_this_turn(printed):
    activate = "{card: a-kitt, effect: 0, cost: [g-beast], pick: x-beast1}"
    refused = run(activate, "  - link_summon: {card: x-warrior1, materials: [a-warrior]}")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.link_material_locked"
    assert refused["illegal"]["rules"] == ["8-5-20"]
    allowed = run(activate, "  - link_summon: {card: x-warrior1, materials: [a-kitt]}")
    assert allowed["outcome"] == "completed"
    assert "x-warrior1" in monster_ids(allowed)
