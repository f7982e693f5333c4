"""Trigger Effects on a card sent to the GY "by card effect", judged on the real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): the effect
answers a resolving effect that sends the card there, destroyed or not, and never a cost
(5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Shaddoll Dragon, Dark Hole, Foolish Burial, Cynet Mining, Babycerasaurus
CARDS = ("77723643", "53129443", "81439173", "57160136", "36042004")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{hand}]
    deck: [{deck}]
    monsters: [{monsters}]
  B:
    spells_traps: [{{id: b-cyclone, name: Set Card, kind: spell, spell_type: quick-play,
                     face_up: false}}]
actions:
{actions}"""


def board(actions: str, hand: str = "", deck: str = "", monsters: str = "") -> str:
    return BOARD.format(actions=actions, hand=hand, deck=deck, monsters=monsters)


DRAGON = '{id: a-dragon, card: "77723643"}'


def test_shaddoll_dragon_sent_by_foolish_burial_destroys_a_spell_trap(printed):
    result = judged(board("""  - activate: {card: a-burial, pick: a-dragon}
  - pass
  - pass
  - activate: {card: a-dragon, effect: 1, target: b-cyclone}
  - pass
  - pass""", hand='{id: a-burial, card: "81439173"}', deck=DRAGON))
    assert result["outcome"] == "completed", result
    assert "a-dragon" in player(result, "A")["graveyard"]
    assert player(result, "B")["graveyard"] == ["b-cyclone"]
    assert "5-1-3" in result["rules_cited"]


def test_destroyed_by_dark_hole_is_sent_by_card_effect_too(printed):
    result = judged(board("""  - activate: {card: a-hole}
  - pass
  - pass
  - activate: {card: a-dragon, effect: 1, target: b-cyclone}
  - pass
  - pass""", hand='{id: a-hole, card: "53129443"}', monsters=DRAGON))
    assert result["outcome"] == "completed", result
    assert player(result, "B")["graveyard"] == ["b-cyclone"]


def test_sent_as_a_cost_it_was_not_sent_by_card_effect(printed):
    # Cynet Mining's cost sends Shaddoll Dragon from the hand: a cost is not an effect (5-2-2)
    result = judged(board("""  - activate: {card: a-mining, cost: [a-dragon], pick: a-cyberse}
  - pass
  - pass
  - activate: {card: a-dragon, effect: 1, target: b-cyclone}""",
                          hand=f'{{id: a-mining, card: "57160136"}}, {DRAGON}',
                          deck='{id: a-cyberse, name: Cyberse, kind: monster, level: 4, '
                               'atk: 1000, def: 1000, types: [Cyberse, Effect]}'))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3" and "5-2-2" in result["illegal"]["rules"]
    assert "a-dragon" in player(result, "A")["graveyard"]


def test_babycerasaurus_destroyed_by_an_effect_summons_from_the_deck(printed):
    result = judged(board("""  - activate: {card: a-hole}
  - pass
  - pass
  - activate: {card: a-baby, pick: a-dino}
  - pass
  - pass""", hand='{id: a-hole, card: "53129443"}', monsters='{id: a-baby, card: "36042004"}',
                          deck='{id: a-dino, name: Dino, kind: monster, level: 4, atk: 1700, '
                               'def: 1000, types: [Dinosaur]}'))
    assert result["outcome"] == "completed", result
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-dino"]
