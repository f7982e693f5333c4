"""Yamato-no-Kami's older words on a real card (imported from ../shared/fixtures/yaml-yugi into
a temporary folder, facts only): "This card cannot be Special Summoned except by removing from
play 1 Spirit monster from your Graveyard." beside "cannot be Normal Summoned or Set" is its own
procedure from the hand, banishing a Spirit monster from the GY (8-4-8), and "This card returns
to its owner's hand during the End Phase of the turn it is Special Summoned." its End Phase
return (7-7-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import older_procedures, psct  # noqa: E402

pytestmark = pytest.mark.django_db

YAMATO, ARATAMA = "82841979", "16889337"

SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-yamato, card: "{YAMATO}"}}]
    graveyard: [{{id: a-spirit, card: "{ARATAMA}"}}]
    deck: [{{id: a-1, name: Deck One}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (YAMATO, ARATAMA)))


def test_read_in_full_as_a_procedure_of_its_own():
    card = derived(YAMATO)
    assert (card.automation, card.notes) == ("full", [])
    [procedure] = card.encoding["summon_procedures"]
    assert procedure["from"] == ["hand"] and procedure["cost"][0]["type"] == "Spirit"
    assert card.encoding["special_summon_only"] == {"procedure": "own"}
    assert card.encoding["no_normal_summon"] is True


def test_without_cannot_be_normal_summoned_it_stays_unread():
    text = ("This card cannot be Special Summoned except by removing from play 1 Spirit "
            "monster from your Graveyard.")
    reading = psct.read(text, "monster", "", ["Warrior", "Spirit", "Effect"])
    assert older_procedures.fold(reading) is reading


def test_summoned_by_banishing_a_spirit_then_back_to_the_hand(printed):
    effects = Card.objects.get(game_id="ygo", number=YAMATO).encoding["effects"]
    [back] = [i for i, e in enumerate(effects) if e.get("summoned_this_turn") == "special"]
    result = judged(SCENE + f"""  - procedure_summon: {{card: a-yamato, cost: [a-spirit]}}
  - end_phase
  - activate: {{card: a-yamato, effect: {back}}}
  - pass
  - pass
  - end_turn""")
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert "a-yamato" in players["A"]["hand"] and "a-spirit" in players["A"]["banished"]
    assert {"8-4-8", "7-7-6"} <= set(result["rules_cited"])


def test_it_cannot_be_normal_summoned(printed):
    result = judged(SCENE + "  - normal_summon: {card: a-yamato}")
    assert result["outcome"] == "illegal_action"
