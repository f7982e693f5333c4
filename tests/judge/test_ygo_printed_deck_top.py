"""Real cards that put a card on top of their player's Deck (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Gishki
Avance takes a "Gishki" monster from its Deck, the Deck is shuffled, then that monster is placed
on top, where the next draw takes it (5-3-14, 5-3-13); A Feather of the Phoenix returns a card
from its Graveyard to the top of its Deck; Legacy of Yata-Garasu's second option is chosen
only while the opponent controls a face-up Spirit monster (5-2-4, 5-2-8)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

AVANCE, FEATHER, LEGACY, BLASTER, GORG = "16693254", "49140998", "30461781", "81020140", \
    "48768179"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (AVANCE, FEATHER, LEGACY, BLASTER, GORG)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_cards_are_read_whole(printed):
    for number in (AVANCE, FEATHER, LEGACY, BLASTER, GORG):
        assert stored(number).automation == "full", number
    [step] = stored(AVANCE).encoding["effects"][0]["effect"]
    assert step["fetch"] == {"to": "deck_top", "what": "monster", "archetype": "Gishki"}
    assert stored(BLASTER).encoding["effects"][0]["effect"][0]["fetch"]["to"] == "deck_top"
    assert stored(FEATHER).encoding["effect"] == [{"to_deck": {"card": "chosen",
                                                               "where": "top"}}]
    gorg = stored(GORG).encoding["effects"][0]["options"]
    assert gorg[0]["effect"] == [{"to_deck": {"card": "chosen", "where": "top"}}]
    legacy = stored(LEGACY).encoding["options"]
    assert legacy[0] == {"effect": [{"draw": 1}]}
    assert legacy[1] == {"if": {"opponent_control": {"type": "Spirit"}},
                         "effect": [{"draw": 2}]}


AVANCE_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-avance, card: "{avance}"}}]
    deck: [{{id: a-first, name: First, kind: monster, atk: 100, def: 100}},
           {{id: a-gishki, name: Gishki Diver, kind: monster, atk: 100, def: 100,
             archetypes: [Gishki]}}]
  B:
    deck: [{{id: b-card, name: B Card, kind: monster, atk: 100, def: 100}}]
actions:
{actions}"""


def avance(actions: str) -> dict:
    return judged(AVANCE_BOARD.format(avance=AVANCE, actions=actions))


def test_gishki_avance_shuffles_then_places_the_monster_on_top(printed):
    result = avance("  - activate: {card: a-avance, effect: 0, pick: a-gishki}\n"
                    "  - pass\n  - end_turn\n  - end_turn")
    assert "a-gishki" in result["state"]["players"]["A"]["hand"]  # its next draw
    keys = [step["code"] for step in result["steps"]]
    assert keys.index("deck_shuffled") < keys.index("fetched.deck_top")
    assert {"5-3-13", "5-3-14"} <= set(result["rules_cited"])


def test_gishki_avance_needs_a_gishki_monster_in_the_deck(printed):
    result = avance("  - activate: {card: a-avance, effect: 0, pick: a-first}")
    assert result["illegal"]["code"] == "illegal.pick_does_not_fit"
    assert "5-3-13" in result["illegal"]["rules"]


FEATHER_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-feather, card: "{FEATHER}"}},
           {{id: a-extra, name: Extra, kind: monster, atk: 100, def: 100}}]
    deck: [{{id: a-first, name: First, kind: monster, atk: 100, def: 100}}]
    graveyard: [{{id: a-fallen, name: Fallen, kind: monster, atk: 1800, def: 900}}]
  B:
    deck: [{{id: b-card, name: B Card, kind: monster, atk: 100, def: 100}}]
actions:
  - activate: {{card: a-feather, target: a-fallen, cost: [a-extra]}}
  - pass
  - pass
  - end_turn
  - end_turn"""


def test_a_feather_of_the_phoenix_puts_the_card_on_top_of_the_deck(printed):
    result = judged(FEATHER_BOARD)
    a = result["state"]["players"]["A"]
    assert "a-fallen" in a["hand"] and "a-first" not in a["hand"]
    assert "5-3-14" in result["rules_cited"]


LEGACY_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-legacy, card: "{legacy}", face_up: false}}]
    deck: [{{id: a-1, name: One, kind: monster, atk: 100, def: 100}},
           {{id: a-2, name: Two, kind: monster, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-spirit, name: Spirit One, kind: monster, atk: 100, def: 100,
                 types: [Spellcaster, Spirit], {position}}}]
actions:
  - activate: {{card: a-legacy, option: 1}}
  - pass
  - pass"""


def test_legacy_of_yata_garasu_draws_two_against_a_face_up_spirit(printed):
    result = judged(LEGACY_BOARD.format(legacy=LEGACY, position="position: attack"))
    assert result["state"]["players"]["A"]["hand"] == ["a-1", "a-2"]


def test_legacy_of_yata_garasu_refuses_two_against_a_face_down_spirit(printed):
    result = judged(LEGACY_BOARD.format(legacy=LEGACY, position="position: set"))
    assert result["illegal"]["code"] == "illegal.option_condition"
    assert {"5-2-4", "5-2-8"} <= set(result["illegal"]["rules"])
