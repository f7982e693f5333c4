"""Arcana Force XII - The Hangman, read from a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: its Summon tosses a
coin whose "●" lines are things to do once, done as the toss resolves (5-3-23), not a result the
card keeps (5-3-30): on heads its controller destroys 1 monster they control and takes damage
equal to that monster's original ATK; on tails 1 monster the opponent controls, and the
opponent takes the damage. The monster is chosen as the effect resolves (`pick`, 5-3-22)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HANGMAN = "72321198"  # Arcana Force XII - The Hangman


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HANGMAN,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hangman, card: "{hangman}"}}]
    monsters: [{{id: a-x, name: X, kind: monster, level: 4, atk: 1200, def: 100}},
               {{id: a-y, name: Y, kind: monster, level: 4, atk: 700, def: 100}}]
  B:
    monsters: [{{id: b-x, name: BX, kind: monster, level: 4, atk: 1500, def: 1000}},
               {{id: b-y, name: BY, kind: monster, level: 4, atk: 1800, def: 1000}}]
actions:
  - normal_summon: {{card: a-hangman, tributes: [a-x]}}
  - activate: {{card: a-hangman, effect: 1, coins: [{coin}], pick: {pick}}}
  - pass
  - pass
"""


def _lp(result: dict, player: str) -> int:
    return result["state"]["players"][player]["lp"]


def test_on_heads_its_controller_destroys_their_own_monster_and_takes_its_atk(printed):
    result = judged(BOARD.format(hangman=HANGMAN, coin="heads", pick="a-y"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-y" in result["state"]["players"]["A"]["graveyard"]
    assert _lp(result, "A") == 8000 - 700 and _lp(result, "B") == 8000
    assert "5-3-23" in result["rules_cited"]


def test_on_tails_a_monster_of_the_opponent_is_destroyed_and_they_take_its_atk(printed):
    result = judged(BOARD.format(hangman=HANGMAN, coin="tails", pick="b-y"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "b-y" in result["state"]["players"]["B"]["graveyard"]
    assert _lp(result, "B") == 8000 - 1800 and _lp(result, "A") == 8000
    assert "a-hangman" in {m["id"] for m in result["state"]["players"]["A"]["monsters"]}


def test_on_tails_a_monster_of_its_own_side_cannot_be_the_one_destroyed(printed):
    result = judged(BOARD.format(hangman=HANGMAN, coin="tails", pick="a-y"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-y" not in result["state"]["players"]["A"]["graveyard"]
    assert _lp(result, "A") == 8000 and _lp(result, "B") == 8000
    assert "5-3-22" in result["rules_cited"]


def test_the_effect_needs_its_summon(printed):
    board = BOARD.replace("  - normal_summon: {{card: a-hangman, tributes: [a-x]}}\n", "")
    result = judged(board.format(hangman=HANGMAN, coin="heads", pick="a-y"))
    assert result["outcome"] == "illegal_action"
    assert _lp(result, "A") == 8000
