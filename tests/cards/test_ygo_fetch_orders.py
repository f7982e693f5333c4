"""A `fetch` sentence in an older order of its words (5-3-13), read from a real card's English
text (read in place from ../shared/fixtures/yaml-yugi, facts only): Hieratic Seal of the Dragon
King's "●" line, "Special Summon 1 "Hieratic" monster, except "...", from your hand, Deck or
Graveyard, in face-up Defense Position.", which kept its Gemini sentence unread."""
from __future__ import annotations

from ygo_support import derived as read

from cards.ygo import fetch_orders, fetch_shapes

HIERATIC_SEAL = "64514622"


def test_hieratic_seal_summons_another_hieratic_monster_in_defense_position():
    found = read(HIERATIC_SEAL)
    assert found.automation == "full" and found.notes == []
    [granted] = found.encoding["effects"]
    assert found.encoding["gemini"] is True and granted["cost_self"] == "tribute"
    [step] = granted["effect"]
    assert step["fetch"]["from"] == ["hand", "deck", "graveyard"]
    assert step["fetch"]["position"] == "defense"
    assert step["fetch"]["archetype"] == "Hieratic" and len(step["fetch"]["except"]) == 1


def test_both_orders_read_the_same():
    older = fetch_shapes.read('Special Summon 1 "X" monster, except "Y", from your Deck or GY.')
    newer = fetch_shapes.read('Special Summon 1 "X" monster from your Deck or GY, except "Y".')
    assert older == newer and older is not None


def test_other_sentences_are_left_alone():
    assert fetch_orders.reordered('Special Summon 1 "X" monster from your Deck.') is None
    assert fetch_orders.reordered('Add 1 "X" monster, except "Y", from your Deck to your hand.') \
        is None
