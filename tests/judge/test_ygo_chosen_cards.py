"""A real card that destroys a card on the field without targeting it (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Darklord Rebellion
destroys the card its player chooses as it resolves, named under `pick` (5-3-22), a card that
was there when it was activated but is gone by then leaves the choice to what is left, and it
cannot be activated while no card but itself is on the field (5-2-4, 10-4-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

REBELLION, ZERATO = "50501121", "40921744"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (REBELLION, ZERATO)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-zerato, card: "{zerato}"}}]
    spells_traps: [{{id: a-rebellion, card: "{rebellion}"}}]
  B:
{b}
actions:
  - activate: {{card: a-rebellion, cost: [a-zerato]{pick}}}
  - pass
  - pass
"""
TWO = """    monsters: [{id: b-one, name: One, kind: monster, level: 4, atk: 1000, def: 1000},
               {id: b-two, name: Two, kind: monster, level: 4, atk: 1000, def: 1000}]"""


def board(b: str, pick: str = "") -> str:
    return BOARD.format(zerato=ZERATO, rebellion=REBELLION, b=b, pick=pick)


def test_the_card_named_is_destroyed_as_it_resolves(printed):
    result = judged(board(TWO, ", pick: b-two"))
    b = result["state"]["players"]["B"]
    assert [m["id"] for m in b["monsters"]] == ["b-one"] and b["graveyard"] == ["b-two"]
    assert "5-3-22" in result["rules_cited"]


def test_with_several_and_none_named_the_judge_does_not_choose(printed):
    result = judged(board(TWO))
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-one", "b-two"]
    codes = [step["code"] for step in result["steps"]]
    assert "effect_part_skipped" in codes and "card_chosen_resolving" not in codes


def test_the_only_card_that_fits_is_chosen(printed):
    one = "    monsters: [{id: b-one, name: One, kind: monster, level: 4, atk: 1000, def: 1000}]"
    result = judged(board(one))
    assert result["state"]["players"]["B"]["graveyard"] == ["b-one"]


def test_not_activated_with_no_other_card_on_the_field(printed):
    result = judged(board("    {}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][:2] == ["5-2-4", "5-3-22"]
