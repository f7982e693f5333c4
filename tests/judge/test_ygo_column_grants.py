"""An effect a Continuous Spell gives the monsters in its column and the adjacent ones
(3-11-3), judged with a real card (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): The Weather Rainy Canvas lets a "The Weather" Effect Monster beside it
banish itself to return a Spell/Trap the opponent controls to the hand; a monster two columns
away, one of another archetype, or a Canvas Set face-down gives nothing, and a place not given
is never guessed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

RAINY = "27561302"  # The Weather Rainy Canvas


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RAINY,)))


def duel(monster: str = "column: 2", canvas: str = "column: 3",
         archetype: str = "The Weather") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{id: a-paint, name: Painter, kind: monster, level: 4, atk: 1200, def: 800,
                types: [Fairy, Effect], archetypes: ["{archetype}"], {monster}}}]
    spells_traps: [{{id: a-canvas, card: "{RAINY}", face_up: true, {canvas}}}]
  B:
    spells_traps: [{{id: b-trap, name: Wall, kind: trap, trap_type: continuous,
                    face_up: true, column: 1, effect: []}}]
actions:
  - activate: {{card: a-paint, effect: 0, target: b-trap}}
  - pass
  - pass
""")


def test_the_monster_beside_the_canvas_returns_the_opponents_trap(printed):
    result = duel()
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert players["B"]["hand"] == ["b-trap"]
    assert players["A"]["banished"] == ["a-paint"]  # "banish this card": the monster
    assert "3-11-3" in result["rules_cited"]


def test_the_monster_in_the_canvas_own_column_has_it_too(printed):
    result = duel(monster="column: 3")
    assert result["outcome"] == "completed", result.get("illegal")


def test_a_monster_two_columns_away_has_no_such_effect(printed):
    result = duel(monster="column: 5")
    assert result["illegal"]["code"] == "illegal.column_grant_far"
    assert result["illegal"]["rules"] == ["3-11-3", "3-11-1"]


def test_a_monster_of_another_archetype_has_no_such_effect(printed):
    result = duel(archetype="Other")
    assert result["illegal"]["code"] == "illegal.activate_monster"  # no effect at all


def test_a_monster_in_the_extra_monster_zone_has_no_such_effect(printed):
    result = duel(monster="column: 2, extra_monster_zone: true")
    assert result["illegal"]["code"] == "illegal.column_grant_monster"
    assert result["illegal"]["rules"] == ["3-11-3"]


def test_a_face_down_canvas_gives_nothing(printed):
    result = duel(canvas="column: 3, face_up: false")
    assert result["illegal"]["code"] == "illegal.column_grant_off"


def test_a_place_not_given_is_not_guessed(printed):
    result = duel(canvas="face_up: true")
    assert result["illegal"]["code"] == "illegal.column_grant_unknown"
