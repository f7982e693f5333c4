"""An End Phase effect of a card banished this turn, on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Nemeses Keystone's "During
the End Phase, if this card is currently banished, and was banished this turn: You can add this
card to your hand." (7-7-4, 7-7-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

KEYSTONE = "44440058"

SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-key, card: "{KEYSTONE}"}}]
    banished: [{{id: a-old, card: "{KEYSTONE}"}}]
    spells_traps: [{{id: a-exile, name: Exile, kind: spell, face_up: false,
                    effect: [{{banish: a-key}}]}}]
    deck: [{{id: a-1, name: Deck One}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KEYSTONE,)))


def test_the_banished_this_turn_condition_is_read(printed):
    card = Card.objects.get(game_id="ygo", number=KEYSTONE)
    assert card.automation == "full"
    effect = card.encoding["effects"][1]
    assert (effect["event"], effect["from"]) == ("end_phase", "banished")
    assert effect["banished_this_turn"] is True and effect["effect"] == [{"to_hand": "self"}]


def test_banished_this_turn_it_comes_back(printed):
    result = judged(SCENE + """  - activate: {card: a-exile}
  - pass
  - pass
  - end_phase
  - activate: {card: a-key, effect: 1}
  - pass
  - pass
""")
    assert result["outcome"] == "completed"
    assert "a-key" in result["state"]["players"]["A"]["hand"]
    assert {"7-7-4", "7-7-7"} <= set(result["rules_cited"])


def test_not_one_banished_before_this_turn(printed):
    result = judged(SCENE + """  - end_phase
  - activate: {card: a-old, effect: 1}
""")
    assert result["illegal"]["code"] == "illegal.not_banished_this_turn"
    assert result["illegal"]["rules"] == ["7-7-7", "5-2-4"]
