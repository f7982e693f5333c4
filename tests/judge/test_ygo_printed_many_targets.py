"""Real cards with several targets, up to N of them, in places cards print in their own words
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and
judged: Soul Release banishes cards from both players' GYs, and six targets are refused
(5-2-3); Burial from a Different Dimension returns banished monsters of both players to the
GY, and a banished Spell is refused as its target (5-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SOUL_RELEASE, BURIAL = "05758500", "48976825"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SOUL_RELEASE, BURIAL)))


def _card(cid: str, kind: str = "monster") -> str:
    stats = ", atk: 1000, def: 1000" if kind == "monster" else ""
    return f"{{id: {cid}, name: {cid.title()}, kind: {kind}{stats}}}"


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-release, card: "{SOUL_RELEASE}"}}, {{id: a-burial, card: "{BURIAL}"}}]
    graveyard: [{_card("a-one")}, {_card("a-two")}, {_card("a-three")}]
    banished: [{_card("a-gone")}, {_card("a-spell", "spell")}]
  B:
    graveyard: [{_card("b-one")}, {_card("b-two")}, {_card("b-three")}]
    banished: [{_card("b-gone")}]
actions:
"""


def test_soul_release_banishes_from_both_graveyards(printed):
    result = judged(BOARD + "  - activate: {card: a-release, targets: [a-one, b-two]}\n"
                            "  - pass\n  - pass")
    assert "a-one" in player(result, "A")["banished"]
    assert "b-two" in player(result, "B")["banished"]
    assert "a-two" in player(result, "A")["graveyard"]


def test_soul_release_takes_at_most_five_targets(printed):
    six = "a-one, a-two, a-three, b-one, b-two, b-three"
    result = judged(BOARD + f"  - activate: {{card: a-release, targets: [{six}]}}")
    assert result["illegal"]["code"] == "illegal.target_count.up_to"
    assert "5-2-3" in result["illegal"]["rules"]


def test_burial_returns_banished_monsters_of_both_players(printed):
    result = judged(BOARD + "  - activate: {card: a-burial, targets: [a-gone, b-gone]}\n"
                            "  - pass\n  - pass")
    assert "a-gone" in player(result, "A")["graveyard"]
    assert "b-gone" in player(result, "B")["graveyard"]


def test_burial_cannot_target_a_banished_spell(printed):
    result = judged(BOARD + "  - activate: {card: a-burial, targets: [a-gone, a-spell]}")
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in result["illegal"]["rules"]
