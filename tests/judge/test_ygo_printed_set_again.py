""""..., also, after that, Set this card face-down instead of sending it to the GY." on a real
card, Scrap-Iron Scarecrow (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): it negates the attack, then stays Set where it was instead of going to
the Graveyard (10-4-12), a card Set that turn, not activated again before a later turn
(10-3-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SCARECROW, BLUE_EYES, CELTIC = "98427577", "89631139", "91152256"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SCARECROW, BLUE_EYES, CELTIC)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-blue-eyes, card: "{BLUE_EYES}"}}, {{id: a-celtic, card: "{CELTIC}"}}]
  B:
    spells_traps: [{{id: b-scarecrow, card: "{SCARECROW}"}}]
actions:
  - attack: {{attacker: a-blue-eyes, target: direct}}
  - activate: {{card: b-scarecrow}}
  - pass
  - pass
"""


def test_scarecrow_reads_whole_with_its_rider(printed):
    card = Card.objects.get(game_id="ygo", number=SCARECROW)
    assert card.automation == "full"
    assert card.encoding["set_again"] is True
    assert card.encoding["effect"] == [{"negate_attack": True}]


def test_scarecrow_negates_the_attack_and_is_set_again(printed):
    result = judged(BOARD)
    assert result["outcome"] == "completed"
    assert player(result, "B")["lp"] == 8000
    assert "b-scarecrow" not in player(result, "B")["graveyard"]
    [scarecrow] = player(result, "B")["spells_traps"]
    assert scarecrow["id"] == "b-scarecrow" and scarecrow["face_up"] is False
    assert "10-4-12" in result["rules_cited"]
    assert "chain_over.set_again" in [step["code"] for step in result["steps"]]


def test_scarecrow_set_again_is_not_activated_again_that_turn(printed):
    result = judged(BOARD + "  - attack: {attacker: a-celtic, target: direct}\n"
                            "  - activate: {card: b-scarecrow}\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["10-3-2"]
