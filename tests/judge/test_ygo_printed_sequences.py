"""A real card whose effect is in parts (5-2-7), judged (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Squib Draw destroys its
"Rokket" target, and if it does, its player draws 2; a target that card effects cannot
destroy is not destroyed, so nothing is drawn, and the ruling says why."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SQUIB_DRAW = "54458867"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SQUIB_DRAW,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-squib, card: "{squib}"}}]
    deck: [{{name: One, atk: 100, def: 100}}, {{name: Two, atk: 100, def: 100}},
           {{name: Three, atk: 100, def: 100}}]
    monsters: [{{id: a-rokket, name: Rokket, atk: 1000, def: 1000, archetypes: [Rokket],
                 effect_indestructible: {sturdy}}}]
  B: {{}}
actions:
  - activate: {{card: a-squib, target: a-rokket}}
  - pass
  - pass"""


def play(sturdy: bool) -> dict:
    return judged(BOARD.format(squib=SQUIB_DRAW, sturdy=str(sturdy).lower()))


def steps(result: dict) -> list[dict]:
    return [step for step in result["steps"]]


def test_squib_draw_destroys_the_rokket_and_then_draws_two(printed):
    result = play(sturdy=False)
    a = result["state"]["players"]["A"]
    assert "a-rokket" in a["graveyard"]
    assert len(a["hand"]) == 2 and a["deck"] == 1
    assert {"5-2-7", "5-3-1", "5-3-6"} <= set(result["rules_cited"])


def test_nothing_is_drawn_when_the_rokket_is_not_destroyed(printed):
    result = play(sturdy=True)
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-rokket"]
    assert a["hand"] == [] and a["deck"] == 3
    assert "5-2-7" in result["rules_cited"]
    said = " ".join(str(step) for step in steps(result))
    assert "and if you do" in said


NEMESES_FLAG = "19211362"

FLAG = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-flag, card: "{flag}"}}]
    monsters: [{monsters}]
    banished: [{{id: a-gone, name: Gone, atk: 100, def: 100}}]
    deck: []
  B: {{}}
actions:
  - activate: {{card: a-flag, target: a-gone}}
  - pass
  - pass"""


@pytest.fixture
def flag(tmp_path):
    store(subset(tmp_path, (NEMESES_FLAG,)))


def test_nemeses_flag_summons_itself_and_shuffles_its_target_into_the_deck(flag):
    result = judged(FLAG.format(flag=NEMESES_FLAG, monsters=""))
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-flag"]
    assert a["banished"] == [] and a["deck"] == 1
    assert {"5-2-7", "5-3-14"} <= set(result["rules_cited"])


def test_with_no_room_nemeses_flag_cannot_be_activated(flag):
    # its first part Special Summons it: with five monsters it could not (8-7-2, 5-2-4)
    full = ", ".join(f"{{id: a-m{n}, name: M{n}, atk: 100, def: 100}}" for n in range(5))
    result = judged(FLAG.format(flag=NEMESES_FLAG, monsters=full))
    assert result["outcome"] == "illegal_action"
    assert "8-7-2" in result["illegal"]["rules"]
    a = result["state"]["players"]["A"]
    assert "a-flag" in a["hand"] and a["banished"] == ["a-gone"]
