"""Real cards that return their target to the Deck (5-3-14), judged (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Back to Square One puts
a monster on top of its owner's Deck, where the next draw takes it; an Extra Deck monster
goes to the Extra Deck instead (2-2-1); Foolish Return shuffles a card from the opponent's
Graveyard into their Deck."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BACK_TO_SQUARE_ONE, FOOLISH_RETURN = "47453433", "88369727"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BACK_TO_SQUARE_ONE, FOOLISH_RETURN)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-square, card: "{square}"}}, {{id: a-foolish, card: "{foolish}"}},
           {{id: a-extra, name: Extra, atk: 100, def: 100}}]
  B:
    deck: [{{id: b-top, name: Top, atk: 100, def: 100}}]
    monsters: [{{id: b-ogre, name: Ogre, atk: 1200, def: 1000}},
               {{id: b-fusion, name: Fusion, atk: 2500, def: 2000, level: 7,
                 types: [Dragon, Fusion]}}]
    graveyard: [{{id: b-fallen, name: Fallen, atk: 1800, def: 900}}]
actions:
{actions}"""


def play(actions: str) -> dict:
    return judged(BOARD.format(square=BACK_TO_SQUARE_ONE, foolish=FOOLISH_RETURN,
                               actions=actions))


def test_back_to_square_one_puts_the_monster_on_top_of_its_owners_deck(printed):
    result = play("  - activate: {card: a-square, target: b-ogre, cost: [a-extra]}\n"
                  "  - pass\n  - pass\n  - end_turn")
    b = result["state"]["players"]["B"]
    assert "b-ogre" in b["hand"]  # drawn at once in the next Draw Phase
    assert b["deck"] == 1
    assert "5-3-14" in result["rules_cited"]


def test_an_extra_deck_monster_goes_back_to_the_extra_deck(printed):
    result = play("  - activate: {card: a-square, target: b-fusion, cost: [a-extra]}\n"
                  "  - pass\n  - pass")
    b = result["state"]["players"]["B"]
    assert b["extra_deck"] == ["b-fusion"] and b["deck"] == 1
    assert {"5-3-14", "2-2-1"} <= set(result["rules_cited"])


def test_foolish_return_shuffles_a_card_from_the_opponents_graveyard(printed):
    result = play("  - activate: {card: a-foolish, target: b-fallen}\n  - pass\n  - pass")
    b = result["state"]["players"]["B"]
    assert b["graveyard"] == [] and b["deck"] == 2


BUJIN_SWORD = "30338466"

SWORD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    spells_traps: [{id: a-sword, card: "30338466"}]
    banished: [{id: a-bujin, name: Bujin One, atk: 1000, def: 1000, archetypes: [Bujin]}]
  B: {}
actions:
  - activate: {card: a-sword, option: 1, target: a-bujin}
  - pass
  - pass"""


@pytest.fixture
def sword(tmp_path):
    store(subset(tmp_path, (BUJIN_SWORD,)))


def test_bujin_regalia_sends_a_banished_bujin_to_the_graveyard(sword):
    result = judged(SWORD)
    a = result["state"]["players"]["A"]
    assert a["banished"] == [] and "a-bujin" in a["graveyard"]
    assert "5-3-2" in result["rules_cited"]
