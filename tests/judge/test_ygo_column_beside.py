"""Monsters "in the same column as one of your "S-Force" monsters" (3-11-1), judged with real
cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): S-Force
Pla-Tina's opponent's monsters in such a column lose 600 ATK, the others not; S-Force
Lapcewell destroys the opponent's monsters in such columns, a Set one and one in the Extra
Monster Zone of that column too; while a monster on the field has no place given, nothing
such a text may change is judged."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

PLA_TINA, LAPCEWELL = "58363151", "27383719"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PLA_TINA, LAPCEWELL)))


def duel(mine: str, theirs: str, actions: str = "[]") -> dict:
    return judged(f"game: ygo\nturn: {{number: 3, player: A, phase: main1}}\nplayers:\n"
                  f"  A: {{{mine}}}\n  B: {{monsters: [{theirs}]}}\nactions: {actions}\n")


def test_pla_tina_weakens_only_the_monsters_in_its_column(printed):
    # A's column 2 is B's column 4
    result = duel(f'monsters: [{{id: tina, card: "{PLA_TINA}", column: 2}}]',
                  "{id: near, name: Near, atk: 1000, column: 4}, "
                  "{id: far, name: Far, atk: 1000, column: 3}")
    atk = {m["id"]: m["atk"] for m in result["state"]["players"]["B"]["monsters"]}
    assert atk == {"near": 400, "far": 1000}


def test_a_monster_with_no_place_leaves_it_unjudged(printed):
    result = duel(f'monsters: [{{id: tina, card: "{PLA_TINA}", column: 2}}]',
                  "{id: near, name: Near, atk: 1000}",
                  "[{attack: {attacker: tina, target: near}}]")
    assert result["illegal"]["code"] == "illegal.column_place_unknown"
    assert result["illegal"]["rules"] == ["3-11-1"]


def test_lapcewell_destroys_the_opponents_monsters_in_its_columns(printed):
    theirs = ("{id: set, name: Set One, atk: 100, position: set, column: 4}, "
              "{id: link, name: Link, kind: monster, types: [Link], link_rating: 1, atk: 100, "
              "column: 4, extra_monster_zone: true}, "
              "{id: far, name: Far, atk: 100, column: 1}")
    mine = (f'monsters: [{{id: lap, card: "{LAPCEWELL}", column: 2}}], hand: [{{id: cost, '
            "name: Other Force, kind: monster, archetypes: [S-Force]}]")
    result = duel(mine, theirs, "[{activate: {card: lap, effect: 1, cost: [cost]}}, pass, pass]")
    assert result["outcome"] == "completed", result.get("illegal")
    assert sorted(result["state"]["players"]["B"]["graveyard"]) == ["link", "set"]
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["far"]
