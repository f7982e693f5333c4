"""No Normal Summon or Set in the turn a card or effect is activated (5-2-15), judged on real
cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Hidden
Armory's "You cannot Normal Summon/Set the turn you activate this card." refuses the card after
a Normal Summon that turn, and a Normal Summon or Set after the card; a Flip Summon stays."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import english, judged, printed, store, subset  # noqa: E402

from cards.ygo import psct, turn_locks  # noqa: E402

pytestmark = pytest.mark.django_db

ARMORY = "52105192"  # Hidden Armory
WYVERN = "67300516"  # Red-Eyes Wyvern


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (ARMORY,)))


def test_the_restriction_is_read_on_the_card_and_on_the_effect():
    assert printed(ARMORY)["normal_summon_lock_turn"] is True
    card = english(WYVERN)  # its effect itself is not read yet: the sentence binds it
    sentences = psct.read(card["text"], card["kind"], card["card_property"],
                          card["monster_types"]).effects
    assert ("effect", {"normal_summon_lock_turn": True}) in [
        turn_locks.read(sentence.text) for sentence in sentences]


BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-armory, card: "52105192"},
           {id: a-soldier, name: Soldier, kind: monster, level: 4, atk: 1600, def: 1000}]
    deck: [{id: a-top, name: Top, kind: spell},
           {id: a-axe, name: Axe, kind: spell, spell_type: equip},
           {id: a-more, name: More, kind: spell}]
    monsters: [{id: a-hidden, name: Hidden, kind: monster, level: 3, atk: 1000, def: 1000,
                position: set}]
  B:
    deck: 5
actions:
"""
ARMORY_FIRST = """  - activate: {card: a-armory, pick: a-axe}
  - pass
  - pass
"""


def test_no_normal_summon_nor_set_after_the_card(imported):
    for summon in ("normal_summon", "set_monster"):
        result = judged(BOARD + ARMORY_FIRST + f"  - {summon}: {{card: a-soldier}}\n")
        assert result["outcome"] == "illegal_action", result
        assert result["illegal"]["rules"][0] == "5-2-15", result["illegal"]
        assert "Hidden Armory" in result["illegal"]["reason"]


def test_the_card_refused_after_a_normal_summon(imported):
    result = judged(BOARD + "  - normal_summon: {card: a-soldier}\n" + ARMORY_FIRST)
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-15", result["illegal"]
    assert "already Normal Summoned or Set" in result["illegal"]["reason"]


def test_a_flip_summon_stays_allowed(imported):
    result = judged(BOARD + ARMORY_FIRST + "  - flip_summon: {card: a-hidden}\n")
    assert result["outcome"] == "completed", result
    assert "a-axe" in player(result, "A")["hand"]
    assert "5-2-15" in result["rules_cited"]
