"""A real card that Special Summons "up to" N monsters (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: The Great
Emperor Penguin, Tributed for its cost, Special Summons the two "Penguin" monsters its
activation names from the Deck (5-3-13); three are refused (5-3-13); with one Main Monster
Zone free, the second stays in the Deck, no room for it (8-7-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

PENGUIN = "06836211"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PENGUIN,)))


def _penguin(cid: str) -> str:
    return f"{{id: {cid}, name: {cid.title()}, kind: monster, atk: 100, def: 100, " \
           f"archetypes: [Penguin]}}"


def board(others: int, picks: str) -> str:
    fillers = ", ".join(f"{{id: a-m{i}, name: Filler {i}, kind: monster, atk: 100, def: 100}}"
                        for i in range(others))
    return f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-emperor, card: "{PENGUIN}"}}{", " + fillers if fillers else ""}]
    deck: [{_penguin("a-p1")}, {_penguin("a-p2")}, {_penguin("a-p3")}]
  B: {{}}
actions:
  - activate: {{card: a-emperor, effect: 0, cost: [a-emperor], picks: [{picks}]}}
  - pass
  - pass
"""


def test_the_emperor_summons_the_two_penguins_named(printed):
    result = judged(board(0, "a-p1, a-p2"))
    assert set(monster_ids(result, "A")) == {"a-p1", "a-p2"}
    assert "a-emperor" in player(result, "A")["graveyard"]
    assert "5-3-13" in result["rules_cited"]


def test_three_penguins_are_refused(printed):
    result = judged(board(0, "a-p1, a-p2, a-p3"))
    assert result["illegal"]["code"] == "illegal.pick_count.up_to"
    assert "5-3-13" in result["illegal"]["rules"]


def test_with_one_zone_free_the_second_penguin_stays_in_the_deck(printed):
    result = judged(board(4, "a-p1, a-p2"))
    assert "a-p1" in monster_ids(result, "A") and "a-p2" not in monster_ids(result, "A")
    assert player(result, "A")["deck"] == 2  # a-p2 and a-p3 (the Deck shows a count)
    assert "8-7-1" in result["rules_cited"]
