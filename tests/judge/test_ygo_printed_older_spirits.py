"""An older Spirit monster on a real card (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only): Izanami's "This card returns to its owner's hand during the End
Phase of the turn it is Normal Summoned or flipped face-up." is judged as the newer wording's
mandatory End Phase Trigger Effect (7-7-4, 7-7-5): owed in the End Phase of the turn it was
Normal Summoned, refused for one Summoned in an earlier turn."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

IZANAMI = "43543777"

SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hand, card: "{IZANAMI}"}}]
    monsters: [{{id: a-field, card: "{IZANAMI}"}}]
    deck: [{{id: a-1, name: Deck One}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (IZANAMI,)))


def returning() -> int:
    effects = Card.objects.get(game_id="ygo", number=IZANAMI).encoding["effects"]
    [index] = [i for i, e in enumerate(effects) if e.get("turned_up_this_turn")]
    return index


def test_the_older_wording_is_read_in_full(printed):
    assert Card.objects.get(game_id="ygo", number=IZANAMI).automation == "full"


def test_normal_summoned_it_must_return_in_that_end_phase(printed):
    index = returning()
    result = judged(SCENE + """  - normal_summon: {card: a-hand}
  - end_turn""")
    assert result["illegal"]["code"] == "illegal.mandatory_phase_trigger"
    assert result["illegal"]["rules"] == ["7-7-4", "5-1-3"]
    result = judged(SCENE + f"""  - normal_summon: {{card: a-hand}}
  - end_phase
  - activate: {{card: a-hand, effect: {index}}}
  - pass
  - pass
  - end_turn""")
    assert result["outcome"] == "completed"
    assert "a-hand" in result["state"]["players"]["A"]["hand"]
    assert {"7-7-4", "5-3-11"} <= set(result["rules_cited"])


def test_one_summoned_in_an_earlier_turn_stays(printed):
    index = returning()
    assert judged(SCENE + "  - end_turn")["outcome"] == "completed"
    result = judged(SCENE + f"""  - end_phase
  - activate: {{card: a-field, effect: {index}}}""")
    assert result["illegal"]["code"] == "illegal.not_turned_up_this_turn"
    assert result["illegal"]["rules"] == ["7-7-5", "5-2-4"]
