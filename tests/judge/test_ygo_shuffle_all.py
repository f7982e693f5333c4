"""Pot of Avarice, "Target 5 monsters in your GY; shuffle all 5 into the Deck, then draw 2
cards." (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
judged: the five go back and two are drawn; with one of them gone before it resolves, the
other four are still shuffled in, but the part names all five, so it is not done and nothing
is drawn (5-2-7, 5-3-14)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

POT_OF_AVARICE = "67169062"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (POT_OF_AVARICE,)))


def fallen(count: int) -> str:
    return ", ".join(f"{{id: a-fallen{i}, name: Fallen {i}, atk: 100, def: 100}}"
                     for i in range(1, count + 1))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-pot, card: "{pot}"}}]
    deck: 2
    graveyard: [{fallen}]
  B:
    spells_traps: [{{id: b-crow, kind: trap, trap_type: normal,
                     effect: [{{banish: chosen}}]}}]
actions:
{actions}"""

TARGETS = "[a-fallen1, a-fallen2, a-fallen3, a-fallen4, a-fallen5]"


def play(actions: str) -> dict:
    return judged(BOARD.format(pot=POT_OF_AVARICE, fallen=fallen(5), actions=actions))


def test_pot_of_avarice_shuffles_the_five_and_draws_two(printed):
    result = play(f"  - activate: {{card: a-pot, targets: {TARGETS}}}\n  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-pot"] and len(a["hand"]) == 2 and a["deck"] == 5
    assert {"5-3-14", "5-3-6"} <= set(result["rules_cited"])


def test_with_one_target_gone_the_others_go_back_and_nothing_is_drawn(printed):
    result = play(f"  - activate: {{card: a-pot, targets: {TARGETS}}}\n"
                  "  - activate: {card: b-crow, target: a-fallen3}\n  - pass\n  - pass\n"
                  "  - pass")
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-fallen3"]
    assert a["graveyard"] == ["a-pot"] and a["hand"] == [] and a["deck"] == 6
    assert "5-2-7" in result["rules_cited"]
