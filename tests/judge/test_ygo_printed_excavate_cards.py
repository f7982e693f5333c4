"""Real cards that excavate several cards from the top of their Deck (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged (5-3-34):
Adamancipator Seeker Special Summons the excavated non-Tuner Rock monster its player names,
never a Tuner nor a card left in the Deck, and places the rest on the bottom of the Deck; with
fewer than 5 cards in the Deck it is not activated (5-2-4). Chaos Ruler, the Chaotic Magical
Dragon adds the LIGHT or DARK monster named and sends the other excavated cards to the GY."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SEEKER, CHAOS_RULER = "48519867", "03040496"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SEEKER, CHAOS_RULER)))


def monster(ident: str, types: str, attribute: str = "EARTH", level: int = 4) -> str:
    return (f"{{id: {ident}, name: {ident.title()}, kind: monster, level: {level}, "
            f"attribute: {attribute}, types: [{types}], atk: 100, def: 100}}")


FIVE = [monster("a-rock", "Rock, Effect"), monster("a-tuner", "Rock, Tuner, Effect"),
        monster("a-big", "Rock, Effect", level=7), monster("a-fiend", "Fiend, Effect", "DARK"),
        "{id: a-spell, name: A Spell, kind: spell, spell_type: normal}"]
SIXTH = monster("a-sixth", "Rock, Effect")
BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-card, card: "{card}"}}]
    deck: [{deck}]
  B:
    deck: [{{id: b-card, name: B Card, kind: monster, atk: 100, def: 100}}]
actions:
{actions}"""


def seeker(deck: list[str], pick: str = "", then: str = "") -> dict:
    named = f", pick: {pick}" if pick else ""
    return judged(BOARD.format(card=SEEKER, deck=", ".join(deck), actions=(
        f"  - activate: {{card: a-card, effect: 1{named}}}\n  - pass\n  - pass{then}")))


NEXT_DRAW = "\n  - end_turn\n  - end_turn"  # A's next draw: the Deck's top card


def test_the_cards_are_read_whole(printed):
    for number in (SEEKER, CHAOS_RULER):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full", number
    step = Card.objects.get(game_id="ygo", number=SEEKER).encoding["effects"][1]["effect"][0]
    assert step["excavate_cards"]["count"] == 5 and step["excavate_cards"]["non_tuner"]


def test_the_named_non_tuner_rock_is_summoned_and_the_rest_go_below(printed):
    result = seeker([*FIVE, SIXTH], pick="a-rock", then=NEXT_DRAW)
    a = result["state"]["players"]["A"]
    assert "a-rock" in str(a["monsters"])
    assert a["hand"] == ["a-sixth"]  # the other four went below it
    keys = [step["code"] for step in result["steps"]]
    assert keys.count("excavated.shown") == 5 and keys.count("excavated.deck_bottom") == 4
    assert "5-3-34" in result["rules_cited"]


def test_a_tuner_or_a_card_not_excavated_is_not_taken(printed):
    for pick in ("a-tuner", "a-sixth"):
        result = seeker([*FIVE, SIXTH], pick=pick)
        a = result["state"]["players"]["A"]
        assert pick not in str(a["monsters"]), pick
        skipped = [s for s in result["steps"] if s["code"] == "effect_part_skipped"]
        assert skipped and "5-3-34" in skipped[0]["rules"]
        assert a["deck"] == 6  # none taken: all six still in the Deck


def test_naming_none_is_allowed(printed):
    result = seeker([*FIVE, SIXTH], then=NEXT_DRAW)
    assert result["state"]["players"]["A"]["hand"] == ["a-sixth"]
    skipped = [s for s in result["steps"] if s["code"] == "effect_part_skipped"]
    assert skipped  # the Summon not made, as "you can" allows


def test_fewer_than_five_cards_cannot_be_excavated(printed):
    result = seeker(FIVE[:4], pick="a-rock")
    assert result["illegal"]["code"] == "illegal.too_few_to_excavate"
    assert {"5-2-4", "5-3-34"} <= set(result["illegal"]["rules"])


HAND_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-card, name: Ruler, kind: monster, atk: 100, def: 100,
                effects: [{{type: ignition, effect: [{{excavate_cards: {{count: 5, to: hand,
                  rest: graveyard, optional: true, what: monster,
                  attribute: [LIGHT, DARK]}}}}]}}]}}]
    deck: [{deck}]
  B:
    deck: [{{id: b-card, name: B Card, kind: monster, atk: 100, def: 100}}]
actions:
  - activate: {{card: a-card, effect: 0, pick: a-fiend}}
  - pass
  - pass"""


def test_one_is_added_and_the_remaining_cards_are_sent_to_the_graveyard(printed):
    # Chaos Ruler's step as its text reads (its Trigger needs a Synchro Summon): judged here
    step = Card.objects.get(game_id="ygo", number=CHAOS_RULER).encoding["effects"][0]["effect"]
    assert step[0]["excavate_cards"]["rest"] == "graveyard"
    result = judged(HAND_BOARD.format(deck=", ".join([*FIVE, SIXTH])))
    a = result["state"]["players"]["A"]
    assert a["hand"] == ["a-fiend"] and a["deck"] == 1
    assert sorted(a["graveyard"]) == ["a-big", "a-rock", "a-spell", "a-tuner"]
    assert {"5-3-34", "5-3-2"} <= set(result["rules_cited"])
