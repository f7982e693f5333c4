"""A price asked in the Standby Phase to keep a Continuous card (10-5-3), read from real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Messenger of
Peace ("Once per turn, during your Standby Phase, pay 100 LP or destroy this card.": its
controller's choice, in their own Standby Phase) and Imperial Order ("during the Standby Phase,
you must pay 700 LP (this is not optional), or this card is destroyed.": every Standby Phase,
no choice)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cards.models import Card

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

MESSENGER = "44656491"
IMPERIAL_ORDER = "61740673"
BOARD = """
game: ygo
turn: {{number: 4, player: {player}}}
players:
  A:
    lp: {lp}
    spells_traps: [{{id: a-card, card: "{card}", face_up: true}}]
  B: {{}}
actions:
  - end_turn{let_go}
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MESSENGER, IMPERIAL_ORDER)))


def play(card: str, player: str = "B", lp: int = 8000, let_go: bool = False) -> dict:
    return judged(BOARD.format(card=card, player=player, lp=lp,
                               let_go=": {let_go: [a-card]}" if let_go else ""))


def test_both_cards_are_fully_read(printed):
    messenger = Card.objects.get(game_id="ygo", number=MESSENGER)
    order = Card.objects.get(game_id="ygo", number=IMPERIAL_ORDER)
    assert (messenger.automation, order.automation) == ("full", "full")
    assert messenger.encoding["upkeep"] == {"pay_lp": 100, "whose": "own"}
    assert order.encoding["upkeep"] == {"pay_lp": 700, "whose": "any", "must": True}


def test_its_controller_pays_in_their_own_standby_phase(printed):
    result = play(MESSENGER)
    players = result["state"]["players"]
    assert players["A"]["lp"] == 7900
    assert {"id": "a-card", "face_up": True} in players["A"]["spells_traps"]
    assert "10-5-3" in result["rules_cited"]


def test_not_in_the_opponents_standby_phase(printed):
    result = play(MESSENGER, player="A")
    assert result["state"]["players"]["A"]["lp"] == 8000
    assert "10-5-3" not in result["rules_cited"]


def test_its_controller_may_let_it_go(printed):
    result = play(MESSENGER, let_go=True)
    players = result["state"]["players"]
    assert players["A"]["lp"] == 8000 and "a-card" in players["A"]["graveyard"]


def test_one_who_cannot_pay_loses_it(printed):
    result = play(MESSENGER, lp=50)
    players = result["state"]["players"]
    assert players["A"]["lp"] == 50 and "a-card" in players["A"]["graveyard"]
    assert "cannot pay 100 LP" in " ".join(step["text"] for step in result["steps"])


def test_a_price_that_is_not_optional_is_paid_in_every_standby_phase(printed):
    result = play(IMPERIAL_ORDER, player="A", let_go=True)
    players = result["state"]["players"]
    assert players["A"]["lp"] == 7300
    assert {"id": "a-card", "face_up": True} in players["A"]["spells_traps"]
