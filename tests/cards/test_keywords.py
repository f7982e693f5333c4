"""Printed keywords by position: an ability of its own, never a mention (real cards)."""
from __future__ import annotations

import pytest
from cards_support import card_list

from cards import printed


@pytest.fixture(scope="module")
def texts() -> dict[str, str]:
    return {c.number: c.text for c in card_list().cards}


@pytest.mark.parametrize(("number", "keywords"), [
    ("ST01-012", ["Rush"]),  # "Your opponent cannot activate [Blocker]": a mention
    ("ST01-006", ["Blocker"]),
    ("OP05-022", ["Blocker"]),  # a Leader with [Blocker]
    ("ST01-002", []),  # "cannot activate a [Blocker] Character"
    ("ST01-004", []),  # "[DON!! x2] This Character gains [Rush]": granted under a condition
    ("ST06-004", []),  # "... this Character gains [Double Attack]"
    ("ST07-011", []),  # gives [Banish] to another card
    ("EB04-024", []),  # gives [Unblockable]
    ("EB01-003", ["Rush"]),  # no <br> between its reminder text and its next ability
    ("EB01-006", ["Blocker"]),  # the same before a "[DON!! x2]" label
])
def test_it_finds_a_keyword_only_where_it_is_an_ability_of_its_own(texts, number, keywords):
    assert printed.printed_keywords(texts[number]) == keywords


def test_every_keyword_of_the_judge_is_found_on_real_cards(texts):
    found = {k for text in texts.values() for k in printed.printed_keywords(text)}
    assert found == set(printed.KEYWORDS)


def test_reminder_text_is_no_ability():
    text = "[Rush] (This card can attack on the turn in which it is played.)\n(Reminder.)"
    assert printed.abilities(text) == ["[Rush]"]
    assert printed.printed_keywords("[Rush] [Blocker]") == ["Blocker", "Rush"]
