"""A real card that excavates the top card of its Deck (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Sunlight
Unicorn adds the excavated card to the hand when it is an Equip Spell, and otherwise places it
on the bottom of the Deck, where the next draw does not take it (5-3-26); with an empty Deck
the effect is not activated (5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

UNICORN = "10321588"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (UNICORN,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-unicorn, card: "{unicorn}"}}]
    deck: {deck}
  B:
    deck: [{{id: b-card, name: B Card, kind: monster, atk: 100, def: 100}}]
actions:
{actions}"""
EQUIP = "{id: a-sword, name: Sword, kind: spell, spell_type: equip}"
MONSTER = "{id: a-beast, name: Beast, kind: monster, atk: 100, def: 100}"
NEXT = "{id: a-next, name: Next, kind: monster, atk: 100, def: 100}"


def unicorn(deck: str, actions: str) -> dict:
    return judged(BOARD.format(unicorn=UNICORN, deck=deck, actions=actions))


def test_the_card_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=UNICORN)
    assert card.automation == "full"
    assert card.encoding["effects"][0]["effect"][0]["excavate"]["to"] == "hand"


def test_an_excavated_equip_spell_is_added_to_the_hand(printed):
    result = unicorn(f"[{EQUIP}, {NEXT}]", "  - activate: {card: a-unicorn, effect: 0}\n"
                                          "  - pass\n  - pass")
    assert result["state"]["players"]["A"]["hand"] == ["a-sword"]
    keys = [step["code"] for step in result["steps"]]
    assert "excavated" in keys and "excavated.hand" in keys
    assert "5-3-26" in result["rules_cited"]


def test_anything_else_goes_to_the_bottom_of_the_deck(printed):
    result = unicorn(f"[{MONSTER}, {NEXT}]", "  - activate: {card: a-unicorn, effect: 0}\n"
                                            "  - pass\n  - pass\n  - end_turn\n  - end_turn")
    hand = result["state"]["players"]["A"]["hand"]
    assert hand == ["a-next"]  # the next draw: the excavated card went below it
    keys = [step["code"] for step in result["steps"]]
    assert "excavated.other" in keys and "excavated.deck_bottom" in keys


def test_an_empty_deck_has_nothing_to_excavate(printed):
    result = unicorn("[]", "  - activate: {card: a-unicorn, effect: 0}")
    assert result["illegal"]["code"] == "illegal.nothing_to_excavate"
    assert {"5-2-4", "5-3-26"} <= set(result["illegal"]["rules"])

