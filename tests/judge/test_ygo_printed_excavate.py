"""A real card that excavates the top card of its Deck (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Sunlight
Unicorn adds the excavated card to the hand when it is an Equip Spell, and otherwise places it
on the bottom of the Deck, where the next draw does not take it (5-3-26); with an empty Deck
the effect is not activated (5-2-4). Sylvan Sagequoia excavates Sylvan Flowerknight, which
then answers its own excavation from the Graveyard (5-3-26, 5-1-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

UNICORN, SAGEQUOIA, FLOWERKNIGHT = "10321588", "10530913", "62434031"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (UNICORN, SAGEQUOIA, FLOWERKNIGHT)))


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



SYLVAN_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-sagequoia, card: "{sagequoia}"}}]
    graveyard: [{{id: a-flower-gy, card: "{flowerknight}"}}]
    deck: [{{id: a-flower, card: "{flowerknight}"}},
           {{id: a-other, name: Other, kind: monster, atk: 100, def: 100}},
           {{id: a-sylvan, name: Sylvan Seed, kind: spell, archetypes: [Sylvan]}}]
  B:
    deck: [{{id: b-card, name: B Card, kind: monster, atk: 100, def: 100}}]
actions:
{actions}"""


def sylvan(actions: str) -> dict:
    return judged(SYLVAN_BOARD.format(sagequoia=SAGEQUOIA, flowerknight=FLOWERKNIGHT,
                                      actions=actions))


def test_an_excavated_card_answers_its_excavation_from_the_graveyard(printed):
    flower = Card.objects.get(game_id="ygo", number=FLOWERKNIGHT)
    assert flower.automation == "full"
    assert flower.encoding["effects"][1]["event"] == "excavated_to_graveyard"
    result = sylvan("  - activate: {card: a-sagequoia, effect: 0}\n  - pass\n  - pass\n"
                    "  - activate: {card: a-flower, effect: 1, pick: a-sylvan}\n"
                    "  - pass\n  - pass\n  - end_turn\n  - end_turn")
    a = result["state"]["players"]["A"]
    assert "a-flower" in a["graveyard"] and "a-sylvan" in a["hand"]  # placed on top, drawn
    assert {"5-3-26", "5-3-14"} <= set(result["rules_cited"])


def test_a_card_already_in_the_graveyard_has_not_been_excavated(printed):
    result = sylvan("  - activate: {card: a-flower-gy, effect: 1, pick: a-sylvan}")
    assert result["illegal"]["code"] == "illegal.trigger_no_event"  # never excavated
    assert "5-1-3" in result["illegal"]["rules"]
