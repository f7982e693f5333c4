"""A cost counted by the Levels of the monsters given up, read from real cards' texts (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: King Beast
Barbaros Tributes monsters whose Levels make 8 or more, however many, never fewer Levels nor
an Xyz Monster, which has none; Tokusano Shinkyojin sends monsters whose Levels make exactly 10
(5-2-22, 5-2-2, 4-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

BARBAROS, TOKUSANO = "63972571", "50357013"
BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-barbaros, card: "BARBAROS"}, {id: a-tokusano, card: "TOKUSANO"},
           {id: a-six, name: Six, level: 6}]
    monsters: [{id: a-four, name: Four, level: 4}, {id: a-three, name: Three, level: 3},
               {id: a-one, name: One, level: 1},
               {id: a-xyz, name: Ranked, level: 4, types: [Warrior, Xyz]}]
    deck: [{id: a-d1, name: D1, kind: spell}, {id: a-d2, name: D2, kind: spell}]
  B: {}
actions:
  - activate: {card: CARD, effect: 0, cost: [COST]}
  - pass
  - pass
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BARBAROS, TOKUSANO)))


def activated(card: str, cost: str) -> dict:
    return judged(BOARD.replace("BARBAROS", BARBAROS).replace("TOKUSANO", TOKUSANO)
                  .replace("CARD", card).replace("COST", cost))


def test_barbaros_tributes_monsters_whose_levels_make_eight_or_more(printed):
    result = activated("a-barbaros", "a-four, a-three, a-one")
    assert result["outcome"] == "completed"
    assert "a-barbaros" in monster_ids(result, "A")
    assert {"a-four", "a-three", "a-one"} <= set(player(result, "A")["graveyard"])
    assert "5-2-22" in result["rules_cited"]


def test_barbaros_refuses_fewer_levels_or_a_monster_without_a_level(printed):
    for cost in ("a-four, a-three", "a-four, a-xyz"):
        result = activated("a-barbaros", cost)
        assert result["outcome"] == "illegal_action", cost
        assert result["illegal"]["code"] == "illegal.cost_total_levels.or_more", cost
        assert result["illegal"]["rules"] == ["5-2-2", "5-3-5", "5-2-22"], cost
        assert "8 or more" in result["verdict"], cost


def test_tokusano_sends_monsters_whose_levels_make_exactly_ten(printed):
    result = activated("a-tokusano", "a-six, a-four")  # from the hand and the field
    assert result["outcome"] == "completed"
    assert {"a-d1", "a-d2"} <= set(player(result, "A")["hand"])
    over = activated("a-tokusano", "a-six, a-four, a-one")
    assert over["illegal"]["code"] == "illegal.cost_total_levels"


@pytest.mark.parametrize("cost", ["{do: tribute, count: 2, total_levels: 8}",
                                  "[{do: tribute, total_levels: 8}, {do: discard}]"])
def test_total_levels_stands_alone(cost):
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
    assert any(error["message"].startswith("“total_levels” stands alone")
               for error in ruling.errors), ruling.errors
