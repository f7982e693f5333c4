"""Real cards whose activation condition joins a state of the board, a zone or a turn to the
words the reader knows (cards/ygo/cond_joins.py), imported from ../shared/fixtures/yaml-yugi
into a temporary folder (facts only), read and judged: Rose Archer answers a Trap Card only
while its player controls a Plant monster (5-2-4), Maryokutai answers a Spell Card only in
the opponent's turn (5-1-4), Infernity Queen is activated from the GY with an empty hand
(5-1-7, 5-2-4), and Void Ogre Dragon, Neo Flamvell Garuda and Kozmo Dark Eclipser read whole."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ARCHER, MARYOKUTAI, QUEEN, OGRE = "51852507", "71466592", "53246495", "81020646"
GARUDA, ECLIPSER = "65156847", "64063868"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ARCHER, MARYOKUTAI, QUEEN, OGRE, GARUDA, ECLIPSER)))


def entry(number: str, index: int = 0) -> dict:
    card = Card.objects.get(game_id="ygo", number=number)
    assert card.automation == "full", (number, card.notes)
    return card.encoding["effects"][index]


def test_the_joined_parts_are_read_into_the_effect(printed):
    assert "while you control a Plant monster" in english(ARCHER)["text"]
    archer = entry(ARCHER)
    assert archer["negates"] == ["trap"] and archer["if"] == {"control": {"type": "Plant"}}
    assert archer["from"] == "hand"  # its cost sends it from the hand
    assert "During your opponent's turn, when" in english(MARYOKUTAI)["text"]
    assert entry(MARYOKUTAI)["during"] == "opponent_turn"
    queen = entry(QUEEN)
    assert queen["from"] == "graveyard" and queen["if"] == {"hand_empty": True}
    assert entry(OGRE)["if"] == {"hand_empty": True}
    garuda = entry(GARUDA)
    assert garuda["event"] == "your_end_phase" and garuda["if"]["control_other"] is True
    # "During either player's turn, when a Trap Card is activated:": a Quick Effect, any turn
    eclipser = entry(ECLIPSER)
    assert eclipser["type"] == "quick" and eclipser["negates"] == ["trap"]
    assert "during" not in eclipser


TRAP_DUEL = """
game: ygo
turn: {{number: 3, player: {turn}}}
players:
  A:
    spells_traps:
      - {{id: a-trap, name: Lucky Trap, kind: trap, effect: [{{gain_lp: {{amount: 1000}}}}]}}
      - {{id: a-spell, name: Lucky Spell, kind: spell, spell_type: quick-play,
          effect: [{{gain_lp: {{amount: 500}}}}]}}
  B:
    hand: [{{id: b-archer, card: "{archer}"}}]
    monsters: [{monsters}]
actions:
  - activate: {{card: {first}}}
  - activate: {{card: {answer}}}
  - pass
  - pass"""
PLANT = "{id: b-plant, name: Sprout, kind: monster, level: 2, atk: 500, def: 500, types: [Plant]}"
ROCK = "{id: b-rock, name: Pebble, kind: monster, level: 2, atk: 500, def: 500, types: [Rock]}"


def trap_duel(monsters: str, turn: str = "A", first: str = "a-trap",
              answer: str = "b-archer") -> dict:
    more = f', {{id: b-mary, card: "{MARYOKUTAI}"}}'
    return judged(TRAP_DUEL.format(turn=turn, archer=ARCHER, monsters=monsters + more,
                                   first=first, answer=answer))


def test_rose_archer_negates_the_trap_while_its_player_controls_a_plant(printed):
    result = trap_duel(PLANT)
    assert result["outcome"] != "illegal_action"
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert a["lp"] == 8000 and "a-trap" in a["graveyard"]  # negated and destroyed (5-3-7)
    assert "b-archer" in b["graveyard"]  # its cost
    assert "5-3-7" in result["rules_cited"]


def test_rose_archer_cannot_be_activated_without_a_plant(printed):
    result = trap_duel(ROCK)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert "5-2-4" in result["illegal"]["rules"]


def test_maryokutai_negates_a_spell_in_the_opponents_turn(printed):
    result = trap_duel(ROCK, first="a-spell", answer="b-mary")
    assert result["outcome"] != "illegal_action"
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert a["lp"] == 8000 and "a-spell" in a["graveyard"]
    assert "b-mary" in b["graveyard"]  # Tributed as its cost


def test_maryokutai_is_not_activated_in_its_own_players_turn(printed):
    result = trap_duel(ROCK, turn="B", first="a-spell", answer="b-mary")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_during"
    assert "5-1-4" in result["illegal"]["rules"]
