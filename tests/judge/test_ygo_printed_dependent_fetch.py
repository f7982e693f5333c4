"""A card taken after "and if you do" (5-2-7) in an effect that takes no card before it: the
activation names it and is refused without one that fits (5-2-4, 5-3-13), like a first
part's. Real cards imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only: Metalfoes Silverd, a Normal Pendulum Monster whose Pendulum Effect destroys another
face-up card its player controls and, if it does, Sets a "Metalfoes" Spell/Trap from the Deck;
Metalfoes Counter is the card it Sets."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SILVERD, COUNTER = "07868571", "33327029"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SILVERD, COUNTER)))


def test_the_set_after_and_if_you_do_is_read(printed):
    assert "and if you do, Set 1" in english(SILVERD)["pendulum"]
    card = Card.objects.get(game_id="ygo", number=SILVERD)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    destroy, then = effect["effect"]
    assert destroy == {"destroy": "chosen"}
    assert then["if_you_do"][0]["fetch"]["to"] == "set"


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-counter, card: "{counter}"}}, {{id: a-other, name: Other, kind: trap}}]
    monsters: [{{id: a-fodder, name: Fodder, kind: monster, level: 4, atk: 100, def: 100}}]
    spells_traps: [{{id: a-silverd, card: "{silverd}"}}]
  B: {{}}
actions:
  - activate: {{card: a-silverd, target: a-fodder{pick}}}
  - pass
  - pass
"""


def board(pick: str) -> str:
    return BOARD.format(counter=COUNTER, silverd=SILVERD, pick=pick)


def test_it_destroys_and_sets_the_card_named_at_activation(printed):
    result = judged(board(", pick: a-counter"))
    players = result["state"]["players"]
    assert players["A"]["graveyard"] == ["a-fodder"]
    assert {"id": "a-counter", "face_up": False} in players["A"]["spells_traps"]
    assert "5-2-7" in result["rules_cited"]


def test_without_a_named_card_it_is_not_activated(printed):
    result = judged(board(""))
    assert result["illegal"]["code"] == "illegal.needs_pick"
    assert "5-2-4" in result["illegal"]["rules"]


def test_a_card_of_another_archetype_does_not_fit(printed):
    result = judged(board(", pick: a-other"))
    assert result["illegal"]["code"] == "illegal.pick_does_not_fit"
