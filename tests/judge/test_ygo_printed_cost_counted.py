"""A cost whose count the player chooses as they activate, read from real cards' texts
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged:
Magmacho Dragon banishes 1 to 3 FIRE monsters from its GY and gains 400 ATK for each of them,
never none, a fourth or a monster of another Attribute; Gaia Soul the Combustible Collective
Tributes 1 or 2 Pyro monsters for 1000 ATK each; a made-up card Tributes "any number" (5-2-33,
5-2-2, 5-3-20)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

MAGMACHO, GAIA_SOUL = "50951254", "51355346"
FIRE = ", ".join(f"{{id: a-f{n}, name: Fire {n}, kind: monster, level: 4, attribute: FIRE}}"
                 for n in range(1, 5))
BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-dragon, card: "MAGMACHO"}, {id: a-soul, card: "GAIA"},
               {id: a-p1, name: Pyro 1, level: 4, types: [Pyro]},
               {id: a-p2, name: Pyro 2, level: 4, types: [Pyro]},
               {id: a-p3, name: Pyro 3, level: 4, types: [Pyro]}]
    graveyard: [FIRE, {id: a-w, name: Water, kind: monster, level: 4, attribute: WATER}]
  B: {}
actions:
  - activate: {card: CARD, effect: 0, cost: [COST]}
  - pass
  - pass
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MAGMACHO, GAIA_SOUL)))


def activated(card: str, cost: str) -> dict:
    return judged(BOARD.replace("MAGMACHO", MAGMACHO).replace("GAIA", GAIA_SOUL)
                  .replace("FIRE", FIRE).replace("CARD", card).replace("COST", cost))


def atk(result: dict, card_id: str) -> int:
    return next(m["atk"] for m in player(result, "A")["monsters"] if m["id"] == card_id)


def test_magmacho_gains_400_for_each_fire_monster_banished(printed):
    two, three = activated("a-dragon", "a-f1, a-f2"), activated("a-dragon", "a-f1, a-f2, a-f3")
    for result in (two, three):
        assert result["outcome"] == "completed", result.get("illegal")
        assert "5-2-33" in result["rules_cited"]
    assert atk(three, "a-dragon") - atk(two, "a-dragon") == 400
    assert {"a-f1", "a-f2", "a-f3"} <= set(player(three, "A")["banished"])
    one = activated("a-dragon", "a-f1")
    assert atk(two, "a-dragon") - atk(one, "a-dragon") == 400


def test_magmacho_refuses_none_a_fourth_or_another_attribute(printed):
    for cost in ("", "a-f1, a-f2, a-f3, a-f4", "a-f1, a-w"):
        result = activated("a-dragon", cost)
        assert result["outcome"] == "illegal_action", cost
        assert result["illegal"]["code"] == "illegal.cost_up_to", cost
        assert result["illegal"]["rules"] == ["5-2-2", "5-3-3", "5-2-33"], cost
        assert "from 1 to 3 cards" in result["verdict"], cost


def test_gaia_soul_tributes_one_or_two_pyro_monsters(printed):
    one, two = activated("a-soul", "a-p1"), activated("a-soul", "a-p1, a-p2")
    assert atk(two, "a-soul") - atk(one, "a-soul") == 1000
    assert {"a-p1", "a-p2"} <= set(player(two, "A")["graveyard"])
    assert "a-p3" in monster_ids(two, "A")
    assert activated("a-soul", "a-p1, a-p2, a-p3")["outcome"] == "illegal_action"


ANY = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-x, name: X, kind: monster, level: 4, atk: 1000, effects: [{type: ignition,
                cost_cards: {do: tribute, what: monster, attribute: DARK, other: true,
                             any_number: true},
                effect: [{atk: {target: self, amount: 500, for_each_done: {did: cost}}}]}]},
               D1, D2, D3, {id: a-l, name: Light, level: 4, attribute: LIGHT}]
  B: {}
actions:
  - activate: {card: a-x, effect: 0, cost: [COST]}
  - pass
  - pass
"""
DARK = ", ".join(f"{{id: a-d{n}, name: Dark {n}, level: 4, attribute: DARK}}" for n in (1, 2, 3))


def test_any_number_tributes_as_many_as_named():
    text = ANY.replace("D1, D2, D3", DARK)
    result = judged(text.replace("COST", "a-d1, a-d2, a-d3"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert atk(result, "a-x") == 2500
    assert "its cost gave up 3 cards" in "\n".join(step["text"] for step in result["steps"])
    for cost in ("", "a-d1, a-l"):
        refused = judged(text.replace("COST", cost))
        assert refused["illegal"]["code"] == "illegal.cost_any_number", cost
        assert "1 or more cards" in refused["verdict"], cost


@pytest.mark.parametrize("cost", ["{do: tribute, count: 2, any_number: true}",
                                  "{do: tribute, count: 2, up_to: true, any_number: true}",
                                  "[{do: tribute, count: 2, up_to: true}, {do: discard}]"])
def test_a_chosen_count_stands_alone(cost):
    ruling = services.judge_text("ygo", f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-x, name: X, kind: spell, cost_cards: {cost}, effect: [{{draw: 1}}]}}]
  B: {{}}
actions: []
""")
    assert not ruling.ok
    assert any(error["message"].startswith("“up_to” and “any_number” each stand alone")
               for error in ruling.errors), ruling.errors


PROVISIONS = "53046408"
SPELLS = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    lp: 4000
    hand: [{id: a-provisions, card: "PROVISIONS"}]
    spells_traps: [{id: a-s1, name: Set 1, kind: spell, face_up: false},
                   {id: a-s2, name: Set 2, kind: trap, face_up: false}]
  B: {}
actions:
  - activate: {card: a-provisions, cost: [a-s1, a-s2]}
  - pass
  - pass
"""


def test_emergency_provisions_gains_lp_for_each_card_its_cost_sent(tmp_path):
    store(subset(tmp_path, (PROVISIONS,)))
    result = judged(SPELLS.replace("PROVISIONS", PROVISIONS))
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["lp"] == 6000
    assert {"a-s1", "a-s2", "a-provisions"} <= set(player(result, "A")["graveyard"])
    assert "5-2-33" in result["rules_cited"]


SHOCK = "15609017"
TRAP = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    spells_traps: [{id: a-shock, card: "SHOCK", face_up: false}]
    graveyard: [{id: a-r1, name: Roid 1, kind: monster, level: 4, archetypes: [Speedroid]},
                {id: a-r2, name: Roid 2, kind: monster, level: 4, archetypes: [Speedroid]}]
  B:
    monsters: [{id: b-1, name: One, level: 4}, {id: b-2, name: Two, level: 4}]
actions:
  - activate: {card: a-shock, cost: [COST], targets: [TARGETS]}
  - pass
  - pass
"""


def test_shock_surprise_targets_as_many_cards_as_it_banished(tmp_path):
    store(subset(tmp_path, (SHOCK,)))
    text = TRAP.replace("SHOCK", SHOCK)
    both = judged(text.replace("COST", "a-r1, a-r2").replace("TARGETS", "b-1, b-2"))
    assert both["outcome"] == "completed", both.get("illegal")
    assert sorted(player(both, "B")["graveyard"]) == ["b-1", "b-2"]
    one = judged(text.replace("COST", "a-r1").replace("TARGETS", "b-2"))
    assert player(one, "B")["graveyard"] == ["b-2"] and "5-2-33" in one["rules_cited"]
    fewer = judged(text.replace("COST", "a-r1, a-r2").replace("TARGETS", "b-1"))
    assert fewer["illegal"]["code"] == "illegal.target_count.per_cost"
    assert fewer["illegal"]["rules"] == ["5-2-3", "5-2-33"]
    assert "as many cards as its cost gives up (2)" in fewer["verdict"]
