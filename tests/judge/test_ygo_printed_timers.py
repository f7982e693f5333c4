"""Continuous cards that stay for a set number of turns (10-5-4) or cost LP to activate (5-2-2),
read from real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Sea Lord's Amulet (sent to the GY during its controller's opponent's 3rd End Phase after
activation), SPYRAL MISSION - Rescue (destroyed during its controller's 3rd End Phase after
activation) and Toon World ("Activate this card by paying 1000 LP.", and nothing else)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cards.models import Card

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

AMULET, RESCUE, TOON_WORLD = "61258740", "09212051", "15259703"
ACTIVATED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: a-card, card: "{card}"}}], deck: [{deck_a}]}}
  B: {{deck: [{deck_b}]}}
actions:
  - activate: {{card: a-card}}
  - pass
  - pass
{turns}"""
STAYING = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{spells_traps: [{{id: a-card, card: "{card}", face_up: true}}], deck: [{deck_a}]}}
  B: {{deck: [{deck_b}]}}
actions:
{turns}"""
SET_THEN = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{spells_traps: [{{id: a-card, card: "{card}"}}], deck: [{deck_a}]}}
  B: {{deck: [{deck_b}]}}
actions:
  - end_phase
  - activate: {{card: a-card}}
  - pass
  - pass
{turns}"""
DECK = ", ".join(f"{{{{id: {{p}}-d{n}, name: D, kind: monster}}}}" for n in range(4))


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (AMULET, RESCUE, TOON_WORLD)))


def play(board: str, card: str, turns: int) -> dict:
    return judged(board.format(card=card, deck_a=DECK.format(p="a"),
                               deck_b=DECK.format(p="b"), turns="  - end_turn\n" * turns))


def where(result: dict) -> tuple[list, list]:
    mine = result["state"]["players"]["A"]
    return [c["id"] for c in mine["spells_traps"]], mine["graveyard"]


def test_the_three_cards_are_fully_read(printed):
    amulet, rescue, toon = (Card.objects.get(game_id="ygo", number=n)
                            for n in (AMULET, RESCUE, TOON_WORLD))
    assert (amulet.automation, rescue.automation, toon.automation) == ("full",) * 3
    assert amulet.encoding["timer"] == {"phase": "end", "whose": "opponent", "count": 3,
                                        "then": "send"}
    assert rescue.encoding["timer"] == {"phase": "end", "whose": "own", "count": 3,
                                        "then": "destroy"}
    assert toon.encoding == {"effect": [], "pay_lp": 1000}


def test_the_amulet_stays_until_the_opponents_third_end_phase(printed):
    # activated in A's turn 3: B's End Phases of turns 4, 6 and 8 count
    staying = play(ACTIVATED, AMULET, 5)  # into turn 8: two of B's End Phases have begun
    assert where(staying) == (["a-card"], [])
    assert "10-5-4" in staying["rules_cited"]
    gone = play(ACTIVATED, AMULET, 6)  # turn 8's End Phase, the third
    assert where(gone) == ([], ["a-card"])
    assert "sent to the GY" in " ".join(step["text"] for step in gone["steps"])


def test_the_phase_of_its_activation_does_not_count(printed):
    # activated in A's End Phase of turn 3: A's End Phases of turns 5, 7 and 9 count
    board = SET_THEN.format(card=RESCUE, deck_a=DECK.format(p="a"), deck_b=DECK.format(p="b"),
                            turns="  - end_turn\n" * 6)
    assert where(judged(board)) == (["a-card"], [])
    assert where(judged(board + "  - end_turn\n")) == ([], ["a-card"])


def test_rescue_is_destroyed_in_its_controllers_third_end_phase(printed):
    # face-up as the scenario starts: A's End Phases of turns 3, 5 and 7
    assert where(play(STAYING, RESCUE, 4)) == (["a-card"], [])
    gone = play(STAYING, RESCUE, 5)
    assert where(gone) == ([], ["a-card"])
    assert {"10-5-4", "5-3-1"} <= set(gone["rules_cited"])


def test_toon_world_costs_1000_lp_to_activate_and_stays(printed):
    result = play(ACTIVATED, TOON_WORLD, 0)
    assert result["state"]["players"]["A"]["lp"] == 7000
    assert where(result) == (["a-card"], [])
