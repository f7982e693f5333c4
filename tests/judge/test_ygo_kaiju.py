"""The Kaiju (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
read and judged (8-4-13): Dogoran is Special Summoned from the hand to the opponent's field by
Tributing a monster they control, and "You can only control 1 "Kaiju" monster" is asked on
that field: not beside a Kaiju the opponent keeps, but beside one its own player controls, or
by Tributing the opponent's Kaiju itself."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DOGORAN, GADARLA = "93332803", "36956512"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (DOGORAN, GADARLA)))


def test_the_procedure_to_the_opponents_field_is_read(imported):
    card = Card.objects.get(game_id="ygo", number=DOGORAN)
    assert card.automation == "full", card.notes
    theirs, ours = card.encoding["summon_procedures"]
    assert theirs["to"] == "opponent" and theirs["position"] == "attack"
    assert theirs["cost"] == [{"do": "tribute", "what": "monster", "opponents": True}]
    assert "to" not in ours and ours["if"] == {"opponent_control": {"archetype": "Kaiju"}}


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-dogoran, card: "{dogoran}"}}]
    monsters: [{mine}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 8, atk: 3000, def: 2500}}{theirs}]
actions:
  - procedure_summon: {{card: a-dogoran, cost: [{tribute}]}}"""
GADARLA_A = f'{{id: a-gadarla, card: "{GADARLA}"}}'
GADARLA_B = f', {{id: b-gadarla, card: "{GADARLA}"}}'


def board(tribute: str = "b-big", mine: str = "", theirs: str = "") -> str:
    return BOARD.format(dogoran=DOGORAN, mine=mine, theirs=theirs, tribute=tribute)


def _ids(result: dict, player: str, zone: str) -> list[str]:
    found = result["state"]["players"][player][zone]
    return [c["id"] if isinstance(c, dict) else c for c in found]


def test_summoned_to_the_opponents_field_by_tributing_their_monster(imported):
    result = judged(board())
    assert result["outcome"] == "completed", result.get("illegal")
    assert _ids(result, "B", "monsters") == ["a-dogoran"]
    assert _ids(result, "B", "graveyard") == ["b-big"]
    assert _ids(result, "A", "monsters") == []
    assert "8-4-13" in result["rules_cited"]


def test_its_own_players_monster_is_not_a_tribute_they_control(imported):
    result = judged(board(tribute="a-gadarla", mine=GADARLA_A))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["8-4-8", "5-2-2", "8-4-13"]
    assert "on your opponent's field" in result["illegal"]["reason"]
    assert "a-gadarla" in _ids(result, "A", "monsters")


def test_only_one_kaiju_is_asked_on_the_field_it_goes_to(imported):
    beside_theirs = judged(board(theirs=GADARLA_B))
    assert beside_theirs["outcome"] == "illegal_action"
    assert "5-4-7" in beside_theirs["illegal"]["rules"]
    tributing_theirs = judged(board(tribute="b-gadarla", theirs=GADARLA_B))
    assert tributing_theirs["outcome"] == "completed", tributing_theirs.get("illegal")
    assert _ids(tributing_theirs, "B", "monsters") == ["b-big", "a-dogoran"]
    beside_ours = judged(board(mine=GADARLA_A))
    assert beside_ours["outcome"] == "completed", beside_ours.get("illegal")
    assert _ids(beside_ours, "A", "monsters") == ["a-gadarla"]
