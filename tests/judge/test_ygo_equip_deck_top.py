"""Real Equip Spells that go back to the top of their owner's Deck from the Graveyard (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Horn of the
Unicorn, its monster destroyed by battle, goes to the Graveyard with rule processing (4-5-5)
and its mandatory Trigger Effect there places it on top of the Deck (5-1-3, 5-3-14); Malevolent
Nuzzler, destroyed on the field by Mystical Space Typhoon, may pay 500 LP to do the same; Axe
of Despair Tributes a monster for it, and with no monster to Tribute it cannot be activated."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HORN, NUZZLER, AXE, TYPHOON = "64047146", "99597615", "40619825", "05318639"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HORN, NUZZLER, AXE, TYPHOON)))


def on_top(result: dict, card: str) -> bool:
    """The card placed on top of A's Deck of one card (5-3-14): in the Deck, said on top."""
    players = result["state"]["players"]
    return players["A"]["deck"] == 2 and card not in players["A"]["graveyard"] \
        and "to_deck.top" in [step["code"] for step in result["steps"]]


BATTLE = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-horn, card: "64047146"}]
    monsters: [{id: a-x, name: Fighter, atk: 1000, def: 1000, position: attack}]
    deck: [{id: a-d1, name: Top Card, kind: spell}]
  B:
    monsters: [{id: b-y, name: Guard, atk: 3000, def: 500, position: attack}]
actions:
  - activate: {card: a-horn, target: a-x}
  - pass
  - pass
  - battle_phase
  - attack: {attacker: a-x, target: b-y}
  - pass
  - activate: {card: a-horn, effect: 0}
  - pass
  - pass"""


def test_horn_of_the_unicorn_returns_to_the_top_of_the_deck(printed):
    result = judged(BATTLE)
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert on_top(result, "a-horn")
    assert "a-x" in players["A"]["graveyard"] and "a-horn" not in players["A"]["graveyard"]
    assert {"4-5-5", "5-1-3", "5-3-14"} <= set(result["rules_cited"])


DESTROYED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-equip, card: "{card}"}}, {{id: a-typhoon, card: "05318639"}}]
    monsters: [{{id: a-x, name: Fighter, atk: 1000, def: 1000, position: attack}}{more}]
    deck: [{{id: a-d1, name: Top Card, kind: spell}}]
  B: {{}}
actions:
  - activate: {{card: a-equip, target: a-x}}
  - pass
  - pass
  - activate: {{card: a-typhoon, target: a-equip}}
  - pass
  - pass
  - activate: {{card: a-equip, effect: 0{cost}}}
  - pass
  - pass"""


def test_malevolent_nuzzler_pays_500_lp_to_go_back_on_top(printed):
    result = judged(DESTROYED.format(card=NUZZLER, more="", cost=""))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert players["A"]["lp"] == 8000 - 500
    assert on_top(result, "a-equip")
    assert {"5-1-3", "5-3-14"} <= set(result["rules_cited"])


def test_axe_of_despair_tributes_a_monster_to_go_back_on_top(printed):
    more = ", {id: a-z, name: Helper, atk: 100, def: 100, position: attack}"
    result = judged(DESTROYED.format(card=AXE, more=more, cost=", cost: [a-z]"))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert on_top(result, "a-equip")
    assert "a-z" in players["A"]["graveyard"]


def test_axe_of_despair_tributes_only_a_monster_on_the_field(printed):
    result = judged(DESTROYED.format(card=AXE, more="", cost=", cost: [a-typhoon]"))
    assert result["outcome"] == "illegal_action", result["rules_cited"]
    assert "5-2-2" in result["illegal"]["rules"], result["illegal"]
