"""Ritual Spells read from their printed texts, judged (8-5-1): Black Illusion Ritual's one
Tribute of any Level and Turning of the World's Tributes from the hand alone (a Quick-Play
Spell, once per turn, 5-2-6); the real cards imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

BLACK_ILLUSION, RELINQUISHED = "41426869", "64631466"
TURNING, RUIN = "95612049", "46427957"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BLACK_ILLUSION, RELINQUISHED, TURNING, RUIN)))


ILLUSION = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-ritual, card: "{BLACK_ILLUSION}"}}, {{id: a-rel, card: "{RELINQUISHED}"}},
           {{id: a-one, name: One, level: 1}}, {{id: a-four, name: Four, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-ritual, pick: a-rel, materials: {{tributes}}}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_black_illusion_ritual_takes_one_tribute_of_any_level(printed):
    result = judged(ILLUSION.replace("{tributes}", "[a-four]"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-rel"]
    assert sorted(players["graveyard"]) == ["a-four", "a-ritual"]
    assert "8-5-1" in result["rules_cited"]


@pytest.mark.django_db
def test_black_illusion_ritual_refuses_a_second_tribute(printed):
    result = judged(ILLUSION.replace("{tributes}", "[a-four, a-one]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.ritual_levels_extra"


TURNING_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-turn, card: "{TURNING}"}}, {{id: a-tribute, card: "{RUIN}"}}]
    deck: [{{id: a-ruin, card: "{RUIN}"}}, {{id: a-filler, name: Filler}}]
    monsters: [{{id: a-eight, name: Eight, level: 8, types: [Fairy, Ritual]}}]
  B: {{}}
actions:
  - activate: {{card: a-turn, pick: a-ruin, materials: [{{tribute}}]}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_turning_of_the_world_summons_from_the_deck_tributing_from_the_hand(printed):
    result = judged(TURNING_BOARD.replace("{tribute}", "a-tribute"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-eight", "a-ruin"]
    assert "a-tribute" in players["graveyard"]
    assert "8-5-1" in result["rules_cited"]


@pytest.mark.django_db
def test_turning_of_the_world_takes_no_tribute_from_the_field(printed):
    result = judged(TURNING_BOARD.replace("{tribute}", "a-eight"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.material_not_there"
