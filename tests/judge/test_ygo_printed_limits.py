"""Once-per-turn clauses read from real cards, applied by the judge (the card imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): "You can only use 1 "X"
effect per turn, and only once that turn." lets a player use one of the card's effects, one
time, and refuses every other effect of that name for the rest of the turn (5-2-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CASTEL = "82633039"  # Castel, the Skyblaster Musketeer: two effects, one use per turn

BOARD = """
game: ygo
turn: {{number: {turn}, player: A}}
players:
  A:
    monsters: [{{id: a-castel, card: "{castel}", materials: 3}},
               {{id: a-castel-2, card: "{castel}", materials: 3}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 1800, def: 1000}},
               {{id: b-imp, name: Imp, atk: 1300, def: 1200}}]
actions:
{actions}"""
SET_OGRE = "  - activate: {card: a-castel, effect: 0, target: b-ogre}\n  - pass\n  - pass\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CASTEL,)))


def board(actions: str, turn: int = 3) -> str:
    return BOARD.format(turn=turn, castel=CASTEL, actions=actions)


def test_castel_sets_a_monster_once(printed):
    result = judged(board(SET_OGRE))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["monsters"][0]["materials"] == 2
    assert "5-2-6" in result["rules_cited"]


def test_castels_other_effect_is_refused_after_the_first(printed):
    result = judged(board(SET_OGRE + "  - activate: {card: a-castel, effect: 1, target: b-imp}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-6"]
    assert result["illegal"]["code"] == "illegal.effect_once_shared"


def test_another_castel_is_refused_too(printed):
    result = judged(board(SET_OGRE + "  - activate: {card: a-castel-2, effect: 1, "
                                     "target: b-imp}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-6"]
    assert result["illegal"]["code"] == "illegal.effect_once_shared"


def test_castels_limit_starts_over_next_turn(printed):
    result = judged(board(SET_OGRE + "  - end_turn\n  - end_turn\n"
                                     "  - activate: {card: a-castel, effect: 1, target: b-imp}\n"
                                     "  - pass\n  - pass\n", turn=3))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "b-imp" not in str(result["state"]["players"]["B"]["monsters"])
