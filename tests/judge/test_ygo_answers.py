"""Real monsters whose Quick Effect answers an activation without negating it (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged (11-1-11):
Soldier Dragons Special Summons a Dragon from the Deck in answer to an opponent's card or
effect, never as Chain Link 1 nor in answer to its own player's card; Naturia Rock answers a
Trap Card only."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SOLDIERS, ROCK = "07805147", "54161401"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SOLDIERS, ROCK)))


def entry(number: str) -> dict:
    card = Card.objects.get(game_id="ygo", number=number)
    assert card.automation == "full", (number, card.notes)
    [effect] = card.encoding["effects"]
    return effect


def test_the_answers_are_read_with_whose_and_which_kind(printed):
    assert "when your opponent activates a card or effect" in english(SOLDIERS)["text"]
    soldiers = entry(SOLDIERS)
    assert soldiers["type"] == "quick" and soldiers["answers"] == {"by": "opponent"}
    assert "negate" not in str(soldiers["effect"])
    assert "when a Trap Card is activated" in english(ROCK)["text"]
    rock = entry(ROCK)
    assert rock["answers"] == {"kinds": ["trap"]} and rock["once_per_chain"] is True


DUEL = """
game: ygo
turn: {{number: 3, player: {turn}}}
players:
  A:
    hand: [{{id: a-pot, name: Plain Pot, kind: spell, effect: [{{gain_lp: {{amount: 500}}}}]}}]
    deck: [{{id: a-d1, name: One, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-soldiers, card: "{soldiers}"}}]
    hand: [{{id: b-rock, card: "{rock}"}},
           {{id: b-pot, name: Other Pot, kind: spell, effect: [{{gain_lp: {{amount: 500}}}}]}}]
    deck: [{{id: b-wyrm, name: Wyrmling, kind: monster, level: 2, atk: 300, def: 300,
             types: [Dragon]}}]
actions:
{actions}"""


def duel(actions: str, turn: str = "A") -> dict:
    return judged(DUEL.format(turn=turn, soldiers=SOLDIERS, rock=ROCK, actions=actions))


def test_soldier_dragons_answers_the_opponents_spell(printed):
    result = duel("""
  - activate: {card: a-pot}
  - activate: {card: b-soldiers, pick: b-wyrm}
  - pass
  - pass""")
    assert result["outcome"] != "illegal_action"
    b = result["state"]["players"]["B"]
    assert "b-wyrm" in [m["id"] for m in b["monsters"]]
    assert result["state"]["players"]["A"]["lp"] == 8500  # the answered Spell still resolved
    assert "11-1-11" in result["rules_cited"]


def test_soldier_dragons_is_not_chain_link_1(printed):
    result = duel("  - activate: {card: b-soldiers, pick: b-wyrm}", turn="B")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.answers_no_activation"
    assert result["illegal"]["rules"] == ["11-1-11", "5-2-4"]


def test_soldier_dragons_does_not_answer_its_own_players_spell(printed):
    result = duel("""
  - activate: {card: b-pot}
  - pass
  - activate: {card: b-soldiers, pick: b-wyrm}""", turn="B")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.answers_opponent_only"


def test_naturia_rock_answers_a_trap_only(printed):
    result = duel("""
  - activate: {card: a-pot}
  - activate: {card: b-rock}""")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.answers_other_kind"
    assert "11-1-11" in result["illegal"]["rules"]
