""""Destroy all ..., and if you do, ..." when a card survives (5-2-7): a part done to several
cards is done when any one of them is destroyed, so Thunder Crash still inflicts 300 damage
for each monster it did destroy while a monster that card effects cannot destroy stays; with
none destroyed, nothing follows. The real card is imported from ../shared/fixtures/yaml-yugi
into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

THUNDER_CRASH = "69196160"

BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-crash, card: "CRASH"}]
    monsters: [MONSTERS]
  B: {}
actions:
  - activate: {card: a-crash}
  - pass
  - pass"""
PLAIN = "{id: a-N, name: Soldier N, atk: 1000, def: 1000, level: 4}"
STURDY = "{id: a-wall, name: Wall, atk: 0, def: 2000, level: 4, effect_indestructible: true}"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (THUNDER_CRASH,)))


def crash(*monsters: str) -> dict:
    return judged(BOARD.replace("CRASH", THUNDER_CRASH).replace("MONSTERS", ", ".join(monsters)))


@pytest.mark.django_db
def test_the_damage_counts_the_monsters_destroyed_though_one_stays(printed):
    result = crash(PLAIN.replace("N", "1"), PLAIN.replace("N", "2"), STURDY)
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-wall"]
    assert players["B"]["lp"] == 8000 - 2 * 300
    assert {"5-2-7", "5-3-12"} <= set(result["rules_cited"])


@pytest.mark.django_db
def test_nothing_destroyed_nothing_follows(printed):
    result = crash(STURDY)
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-wall"]
    assert players["B"]["lp"] == 8000
