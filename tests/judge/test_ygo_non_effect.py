"""Real cards that describe "a non-Effect Monster" (4-3-2), read and judged (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Daigusto Emeral's second "●"
targets one in its player's GY and Special Summons it, never an Effect Monster; White Elephant's
Gift sends a face-up one as its cost."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

EMERAL, GIFT = "00581014", "18756904"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EMERAL, GIFT)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_description_is_read_on_a_target_and_a_cost(printed):
    assert stored(EMERAL).automation == "full" and stored(GIFT).automation == "full"
    [_, revive] = stored(EMERAL).encoding["effects"][0]["options"]
    assert revive["target"]["non_effect"] is True and revive["target"]["zone"] == "graveyard"
    assert stored(GIFT).encoding["cost_cards"]["non_effect"] is True


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{id: a-emeral, card: "{emeral}", materials: 2}}]
    graveyard: [{{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000,
                 types: [Warrior, Normal]}},
                {{id: a-fx, name: Fx, kind: monster, level: 4, atk: 1000, def: 1000,
                 types: [Warrior, Effect]}}]
  B: {{}}
actions:
  - activate: {{card: a-emeral, effect: 0, option: 1, target: {target}}}
"""


def test_emeral_special_summons_a_non_effect_monster_from_the_gy(printed):
    result = judged(BOARD.format(emeral=EMERAL, target="a-plain") + "  - pass\n  - pass\n")
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-emeral", "a-plain"]


def test_emeral_cannot_target_an_effect_monster(printed):
    refused = judged(BOARD.format(emeral=EMERAL, target="a-fx"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "non-Effect Monster" in refused["illegal"]["reason"]
