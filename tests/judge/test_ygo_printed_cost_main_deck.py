"""Monsters shuffled into the Main Deck as a cost, read from a real card's text (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: Caam, Serenity of
Gusto shuffles 2 "Gusto" monsters from the GY into the Deck and draws 1 card; a "Gusto" Synchro
Monster, which would go to the Extra Deck, cannot pay it (5-2-21, 2-2-3); `main_deck` on a
cost that is not shuffled into the Deck is refused as input."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

CAAM = "91449144"
BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-caam, card: "CAAM"}]
    graveyard: [{id: a-gulldo, name: Gulldo, level: 2, archetypes: [Gusto]},
                {id: a-egul, name: Egul, level: 2, archetypes: [Gusto]},
                {id: a-daigusto, name: Daigusto, level: 6, archetypes: [Gusto],
                 types: [Psychic, Synchro]}]
    deck: [{id: a-top, name: Top, kind: spell}]
  B: {}
actions:
  - activate: {card: a-caam, effect: 0, cost: [COST]}
  - pass
  - pass
"""


@pytest.fixture
def caam(tmp_path):
    store(subset(tmp_path, (CAAM,)))


def test_caam_shuffles_two_main_deck_gusto_monsters_and_draws(caam):
    result = judged(BOARD.replace("CAAM", CAAM).replace("COST", "a-gulldo, a-egul"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-top" in a["hand"] and not {"a-gulldo", "a-egul"} & set(a["graveyard"])
    assert "5-2-21" in result["rules_cited"]


def test_a_gusto_synchro_monster_cannot_be_shuffled_into_the_main_deck(caam):
    result = judged(BOARD.replace("CAAM", CAAM).replace("COST", "a-gulldo, a-daigusto"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert result["illegal"]["rules"] == ["5-2-2", "5-3-14", "5-2-21"]
    assert "not an Extra Deck monster" in result["verdict"]


def test_main_deck_is_said_of_a_shuffle_only():
    ruling = services.judge_text("ygo", """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-x, name: X, kind: spell,
            cost_cards: {do: banish, what: monster, main_deck: true},
            effect: [{draw: 1}]}]
  B: {}
actions: []
""")
    assert not ruling.ok
    assert any(error["path"].endswith("main_deck") for error in ruling.errors)
